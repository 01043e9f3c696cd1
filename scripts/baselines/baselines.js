#!/usr/bin/env node
// Times the JavaScript baselines storyline is compared with, on the texts
// `storyline bench --baselines` passes: chrono-node (time expressions),
// wink-nlp with wink-eng-lite-web-model (tokenize, tag and entities) and
// compromise (people, places, organizations). One thread, like storyline's
// per-core numbers; words per second of wall clock and of the process's CPU
// time. Prints one JSON object.
//
// usage: node baselines.js TEXTS.json [SECONDS]
//   TEXTS.json holds {"texts": [...], "refs": ["2019-02-26", ...]}.
'use strict';

const fs = require('fs');
const path = require('path');

const [file, secondsArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node baselines.js TEXTS.json [SECONDS]');
  process.exit(2);
}
const input = JSON.parse(fs.readFileSync(file, 'utf8'));
const texts = input.texts;
const refs = (input.refs || []).map((r) => (r ? new Date(r) : new Date()));
const seconds = Number(secondsArg || 2);

const words = texts.reduce((n, t) => n + t.split(/\s+/).filter(Boolean).length, 0);

function version(pkg) {
  try {
    return JSON.parse(fs.readFileSync(path.join(__dirname, 'node_modules', pkg, 'package.json'), 'utf8')).version;
  } catch (e) {
    return '?';
  }
}

// time runs fn over every text, pass after pass, for at least `seconds`,
// after one untimed pass (JIT warm-up), and returns words per second and
// what the last pass found.
function time(fn) {
  let found = 0;
  texts.forEach((t, i) => { found += fn(t, i); });
  let passes = 0;
  const start = process.hrtime.bigint();
  const cpu0 = process.cpuUsage();
  let el = 0;
  do {
    found = 0;
    texts.forEach((t, i) => { found += fn(t, i); });
    passes++;
    el = Number(process.hrtime.bigint() - start) / 1e9;
  } while (el < seconds);
  const cpu = process.cpuUsage(cpu0);
  const cpuSec = (cpu.user + cpu.system) / 1e6;
  return {
    words_per_sec: (words * passes) / el,
    cpu_words_per_sec: cpuSec > 0 ? (words * passes) / cpuSec : 0,
    seconds: el, cpu_seconds: cpuSec, passes, found,
  };
}

const results = [];

const chrono = require('chrono-node');
results.push({
  key: 'chrono_node', name: 'chrono-node ' + version('chrono-node'), task: 'time expressions',
  ...time((t, i) => chrono.parse(t, refs[i] || new Date()).length),
});

const winkNLP = require('wink-nlp');
const model = require('wink-eng-lite-web-model');
const nlp = winkNLP(model);
results.push({
  key: 'wink_nlp', name: 'wink-nlp ' + version('wink-nlp') + ' + wink-eng-lite-web-model ' + version('wink-eng-lite-web-model'),
  task: 'tokenize, tag, entities',
  ...time((t) => {
    const doc = nlp.readDoc(t);
    doc.tokens().out();
    return doc.entities().out().length;
  }),
});

const compromise = require('compromise');
results.push({
  key: 'compromise', name: 'compromise ' + version('compromise'), task: 'people, places, organizations',
  ...time((t) => {
    const doc = compromise(t);
    return doc.people().out('array').length + doc.places().out('array').length + doc.organizations().out('array').length;
  }),
});

console.log(JSON.stringify({ node: process.version, texts: texts.length, words, results }));
