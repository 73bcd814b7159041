// The edition's search worker (pokerlaws.site.search_phrases): Material for MkDocs' own worker,
// imported whole and unchanged, with its results ranked again where the query holds a phrase.
//
// Material's worker (Lunr.js) matches words: a quoted phrase ("the age") requires each of its words
// but not their order, and a hyphenated term (all-in, jack-pot) is split into words that are each
// optional. Here a result that holds the phrase as written comes first (the hyphen too: "all-in",
// not "all in"), then one that holds its words in a row, then the rest, each in Material's order.
// The page's script sees the same messages as from Material's worker.
"use strict";

(function () {
  const MATERIAL = "__MATERIAL_WORKER__";  // the file name of Material's worker, put in at build time
  const SETUP = 0, QUERY = 2, RESULT = 3;
  const texts = new Map();  // location -> its title and text, plain and in lower case
  const boosts = new Map(); // location -> the search boost its page gives it (none: 1)
  const split = new Map();  // location -> the words of that text, when a phrase has needed them
  const queries = [];       // the queries whose results are still to be posted, oldest first
  let separator = /[\s\-]+/;
  const send = self.postMessage.bind(self);

  function plain(html) {
    return String(html || "").replace(/<[^>]*>/g, " ").replace(/&lt;/g, "<").replace(/&gt;/g, ">")
      .replace(/&quot;/g, "\"").replace(/&#0?39;/g, "'").replace(/&amp;/g, "&").replace(/\s+/g, " ").toLowerCase();
  }

  // the phrases of a query: each quoted part, and each word with a hyphen inside it; not one with a
  // leading "-", which Lunr reads as a term the results must not hold (-all-in): never put first
  function phrases(query) {
    const found = [];
    const rest = query.replace(/(-?)"([^"]+)"/g, (_, minus, phrase) => { if (!minus) found.push(phrase); return " "; });
    for (const word of rest.split(/\s+/)) {
      if (word.startsWith("-"))
        continue;
      const bare = word.replace(/^\++/, "").replace(/[*~^\d]*$/, "");
      if (/[^\s\-]-[^\s\-]/.test(bare)) found.push(bare);
    }
    return found.map(phrase => phrase.replace(/\s+/g, " ").trim().toLowerCase()).filter(Boolean);
  }

  function escaped(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  }

  // 2: the text holds the phrase as written; 1: its words in a row; 0: neither
  function level(location, phrase) {
    const text = texts.get(location) || "";
    if (new RegExp(`(^|[^\\p{L}\\p{N}])${escaped(phrase)}($|[^\\p{L}\\p{N}])`, "u").test(text))
      return 2;
    const words = phrase.split(separator).filter(Boolean);
    if (words.length < 2)
      return 0;
    if (!split.has(location))
      split.set(location, text.split(separator).filter(Boolean));
    const all = split.get(location);
    for (let i = 0; i + words.length <= all.length; i++)
      if (words.every((word, k) => all[i + k] === word))
        return 1;
    return 0;
  }

  // A phrase lifts a result among those of its kind: the pages the site's search raises or leaves as they are
  // (the glossary, the laws, the hand-written pages: a boost of 1 or more) come before those it lowers (the
  // records, the engine's code: below 1), whatever they hold; within each kind, what holds the phrase as
  // written comes first, then what holds its words in a row, then the rest, each in Material's order.
  function kind(location) {
    return (boosts.has(location) ? boosts.get(location) : 1) < 1 ? 1 : 0;
  }

  function ranked(result, query) {
    const wanted = phrases(query);
    if (!wanted.length || !result || !Array.isArray(result.items))
      return result;
    const score = item => wanted.reduce((sum, phrase) => sum + level(item.location, phrase), 0);
    const groups = result.items.map(group => {
      const items = group.map(item => [score(item), item]).sort((a, b) => b[0] - a[0]);
      const first = items.length ? items[0][1] : null;
      return [first ? kind(first.location) : 1, items.length ? items[0][0] : 0, items.map(([, item]) => item)];
    });
    groups.sort((a, b) => a[0] - b[0] || b[1] - a[1]);  // stable: Material's order within a kind and a level
    return { ...result, items: groups.map(([, , items]) => items) };
  }

  self.addEventListener("message", event => {  // before Material's listener: it sees each message first
    const message = event.data || {};
    if (message.type === SETUP && message.data) {
      texts.clear();
      split.clear();
      boosts.clear();
      try {
        separator = new RegExp(message.data.config.separator, "u");
      } catch (err) {
        separator = /[\s\-]+/;
      }
      for (const doc of message.data.docs || []) {
        texts.set(doc.location, plain(`${doc.title} ${doc.text}`));
        if (typeof doc.boost === "number")
          boosts.set(doc.location, doc.boost);
      }
    } else if (message.type === QUERY) {
      queries.push(String(message.data));
    }
  });

  self.postMessage = message => {
    if (message && message.type === RESULT) {
      const query = queries.shift() || "";
      try {
        message = { ...message, data: ranked(message.data, query) };
      } catch (err) {
        console.warn("the edition's ranking of phrases failed; Material's order is kept", err);
      }
    }
    send(message);
  };

  importScripts(MATERIAL);
})();
