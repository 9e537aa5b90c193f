'use strict';
// Reads a CSV or XLSX contacts file into rows of text cells on a worker thread, checking the limits while
// it reads, so a hostile file costs this thread's bounded heap and time, never the API's event loop.
// Plain CommonJS: Node loads it as it is, under tsx in production and under jest alike.
const { parentPort, workerData } = require('node:worker_threads');
const zlib = require('node:zlib');
const Papa = require('papaparse');
const { SaxesParser } = require('saxes');

/** A whole-file refusal; reason is a key the API turns into its message. */
class Refused extends Error {
  constructor(reason) {
    super(reason);
    this.reason = reason;
  }
}

const { kind, data, limits } = workerData;
const file = Buffer.from(data.buffer, data.byteOffset, data.byteLength);

/** Collects rows, each cut to its last non-blank cell, refusing past the column, cell and row limits. */
function rowCollector() {
  const rows = [];
  let cells = 0;
  return {
    rows,
    add(cellsOfRow) {
      let width = cellsOfRow.length;
      while (width > 0 && String(cellsOfRow[width - 1] ?? '').trim() === '') width -= 1;
      if (width === 0) return;
      if (width > limits.maxColumns) throw new Refused('tooManyColumns');
      cells += width;
      if (cells > limits.maxCells) throw new Refused('tooComplex');
      rows.push(Array.from({ length: width }, (_, i) => String(cellsOfRow[i] ?? '')));
      if (rows.length > limits.maxRows + 1) throw new Refused('tooManyRows');
    },
  };
}

function readCsv() {
  if (file.includes(0)) throw new Refused('unreadable');
  const collector = rowCollector();
  let failure = null;
  Papa.parse(file.toString('utf8').replace(/^\uFEFF/, ''), {
    skipEmptyLines: 'greedy',
    step(result, parser) {
      try {
        if (result.errors.some((e) => e.type === 'Quotes')) throw new Refused('unreadable');
        collector.add(result.data);
      } catch (error) {
        failure = error;
        parser.abort();
      }
    },
  });
  if (failure) throw failure;
  return collector.rows;
}

/** The zip's entries from its central directory: counted and sized before anything is inflated. */
function zipEntries() {
  let end = -1;
  for (let i = file.length - 22; i >= Math.max(0, file.length - 22 - 0xffff); i -= 1) {
    if (file.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new Refused('unreadable');
  const count = file.readUInt16LE(end + 10);
  if (count > limits.maxZipEntries) throw new Refused('tooComplex');
  const entries = new Map();
  let total = 0;
  let at = file.readUInt32LE(end + 16);
  for (let n = 0; n < count; n += 1) {
    if (at + 46 > file.length || file.readUInt32LE(at) !== 0x02014b50) throw new Refused('unreadable');
    const nameLength = file.readUInt16LE(at + 28);
    const entry = {
      method: file.readUInt16LE(at + 10),
      compressed: file.readUInt32LE(at + 20),
      size: file.readUInt32LE(at + 24),
      local: file.readUInt32LE(at + 42),
    };
    // Zip64 sizes read as 0xffffffff here, so they are over the limit too.
    total += entry.size;
    if (total > limits.maxZipBytes) throw new Refused('tooComplex');
    entries.set(file.toString('utf8', at + 46, at + 46 + nameLength), entry);
    at += 46 + nameLength + file.readUInt16LE(at + 30) + file.readUInt16LE(at + 32);
  }
  return entries;
}

/** An entry's bytes in chunks, inflated as they are read; more than its stated size is refused. */
async function* entryChunks(entry) {
  if (entry.local + 30 > file.length || file.readUInt32LE(entry.local) !== 0x04034b50) throw new Refused('unreadable');
  const start = entry.local + 30 + file.readUInt16LE(entry.local + 26) + file.readUInt16LE(entry.local + 28);
  const raw = file.subarray(start, start + entry.compressed);
  if (entry.method === 0) {
    yield raw.subarray(0, entry.size);
    return;
  }
  if (entry.method !== 8) throw new Refused('unreadable');
  const inflater = zlib.createInflateRaw();
  inflater.end(raw);
  let seen = 0;
  for await (const chunk of inflater) {
    seen += chunk.length;
    if (seen > entry.size) throw new Refused('tooComplex');
    yield chunk;
  }
}

const localName = (name) => name.slice(name.indexOf(':') + 1);

/** Streams one XML entry through a SAX parser; handlers see local tag names. */
async function readXml(entry, { open, close, text }) {
  const parser = new SaxesParser();
  parser.on('opentag', (tag) => open && open(localName(tag.name), tag.attributes));
  parser.on('closetag', (tag) => close && close(localName(tag.name)));
  if (text) {
    parser.on('text', text);
    parser.on('cdata', text);
  }
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of entryChunks(entry)) parser.write(decoder.decode(chunk, { stream: true }));
  parser.write(decoder.decode());
  parser.close();
}

/** Path of the workbook's first sheet, from the workbook and its relationships. */
async function firstSheetPath(entries) {
  const workbook = entries.get('xl/workbook.xml');
  const rels = entries.get('xl/_rels/workbook.xml.rels');
  if (!workbook || !rels) return 'xl/worksheets/sheet1.xml';
  let id = null;
  await readXml(workbook, { open: (name, attrs) => name === 'sheet' && id === null && (id = attrs['r:id'] ?? null) });
  let target = null;
  await readXml(rels, { open: (name, attrs) => name === 'Relationship' && attrs.Id === id && (target = attrs.Target) });
  if (!target) return 'xl/worksheets/sheet1.xml';
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

/** Text of each shared string: its t elements, phonetic runs left out. */
async function sharedStrings(entries) {
  const entry = entries.get('xl/sharedStrings.xml');
  const strings = [];
  if (!entry) return strings;
  let current = '';
  let inText = false;
  let inPhonetic = false;
  await readXml(entry, {
    open: (name) => {
      if (name === 'si') current = '';
      else if (name === 't') inText = true;
      else if (name === 'rPh') inPhonetic = true;
    },
    close: (name) => {
      if (name === 'si') strings.push(current);
      else if (name === 't') inText = false;
      else if (name === 'rPh') inPhonetic = false;
    },
    text: (value) => {
      if (inText && !inPhonetic) current += value;
    },
  });
  return strings;
}

/** 1-based column of a cell reference such as "XFD7"; null without one. */
function columnOf(ref) {
  const letters = /^[A-Z]+/.exec(ref ?? '');
  if (!letters) return null;
  let column = 0;
  for (const letter of letters[0]) column = column * 26 + letter.charCodeAt(0) - 64;
  return column;
}

function cellValue(type, value, inline, strings) {
  if (type === 's') return strings[Number(value)] ?? '';
  if (type === 'inlineStr') return inline;
  if (type === 'b') return value === '1' ? 'true' : 'false';
  if (type === 'e') return '';
  if (type === 'str' || value === '') return value;
  const number = Number(value);
  return Number.isFinite(number) ? String(number) : value;
}

async function readXlsx() {
  if (file.length < 4 || file.readUInt32LE(0) !== 0x04034b50) throw new Refused('unreadable');
  const entries = zipEntries();
  const sheet = entries.get(await firstSheetPath(entries));
  if (!sheet) throw new Refused('unreadable');
  const strings = await sharedStrings(entries);
  const collector = rowCollector();
  let row = [];
  let cell = null;
  let into = null;
  await readXml(sheet, {
    open: (name, attrs) => {
      if (name === 'row') row = [];
      else if (name === 'c') cell = { column: columnOf(attrs.r) ?? row.length + 1, type: attrs.t, value: '', inline: '' };
      else if (cell && name === 'v') into = 'value';
      else if (cell && name === 't') into = 'inline';
      else if (name === 'rPh') into = null;
    },
    close: (name) => {
      if (name === 'v' || name === 't') into = null;
      else if (name === 'c' && cell) {
        const text = cellValue(cell.type, cell.value, cell.inline, strings);
        if (text.trim() !== '') {
          if (cell.column > limits.maxColumns) throw new Refused('tooManyColumns');
          row[cell.column - 1] = text;
        } else if (cell.column <= limits.maxColumns) row[cell.column - 1] = row[cell.column - 1] ?? '';
        cell = null;
      } else if (name === 'row') collector.add(row);
    },
    text: (value) => {
      if (cell && into) cell[into] += value;
    },
  });
  return collector.rows;
}

async function main() {
  try {
    const rows = kind === 'csv' ? readCsv() : await readXlsx();
    parentPort.postMessage({ rows });
  } catch (error) {
    parentPort.postMessage({ refused: error instanceof Refused ? error.reason : 'unreadable' });
  }
}

void main();
