#!/usr/bin/env node
// CI's check that the repository reads on its own, without the network:
// - every relative link in every Markdown file names a file or folder inside the repository,
//   and every #anchor a heading (or an explicit id) of the page it points at;
// - no comment of a shell script names an issue, a session or a round of work (ESLint's
//   parada/no-history-comments holds the same for the code);
// - docs/decisions/README.md indexes every record of docs/decisions/.
// Exits 1 with one line per finding. `--write-index` writes the decisions' index first.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The same mark ESLint's parada/no-history-comments refuses in code comments. */
const HISTORY_MARK = /\b(?:session|round) \d+|(?<![&\w])#\d{1,3}\b|\bissues? #?\d+/i;

/** Tracked files and new ones not ignored, so a page is checked before its first commit. */
function repositoryFiles(...patterns) {
  const output = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...patterns],
    { cwd: root, encoding: 'utf8' },
  );
  return [...new Set(output.split('\n').filter(Boolean))].filter((file) =>
    existsSync(path.join(root, file)),
  );
}

/** Markdown without its fenced code blocks and inline code, where links are not links. */
function proseOf(markdown) {
  return markdown
    .replace(/^( {0,3})(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\2[^\n]*$/gm, '')
    .replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slugOf(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/<[^>]+>/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_~]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

const anchorCache = new Map();
/** The anchors a Markdown file offers: its headings' slugs (numbered when repeated) and ids. */
function anchorsOf(file) {
  if (anchorCache.has(file)) return anchorCache.get(file);
  const text = proseOf(readFileSync(file, 'utf8'));
  const anchors = new Set();
  const seen = new Map();
  for (const [, heading] of text.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = slugOf(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  for (const [, id] of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id);
  anchorCache.set(file, anchors);
  return anchors;
}

/** Every link target of a Markdown text: inline links and images, and reference definitions. */
function targetsOf(markdown) {
  const prose = proseOf(markdown);
  const targets = [];
  for (const match of prose.matchAll(
    /!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g,
  )) {
    targets.push(match[1]);
  }
  for (const match of prose.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)) {
    targets.push(match[1]);
  }
  return targets;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

function checkLinks(problems) {
  for (const file of repositoryFiles('*.md')) {
    const absolute = path.join(root, file);
    for (const target of targetsOf(readFileSync(absolute, 'utf8'))) {
      if (EXTERNAL.test(target)) continue;
      const [rawPath, anchor] = target.split('#', 2);
      const linkPath = decodeURIComponent(rawPath);
      const resolved = linkPath
        ? path.resolve(
            linkPath.startsWith('/') ? root : path.dirname(absolute),
            `.${path.sep}${linkPath}`,
          )
        : absolute;
      if (resolved !== root && !resolved.startsWith(root + path.sep)) {
        problems.push(`${file}: ${target} leaves the repository`);
        continue;
      }
      if (!existsSync(resolved)) {
        problems.push(`${file}: ${target} names nothing`);
        continue;
      }
      if (anchor === undefined || anchor === '') continue;
      if (statSync(resolved).isDirectory() || !resolved.endsWith('.md')) continue;
      if (!anchorsOf(resolved).has(decodeURIComponent(anchor).toLowerCase())) {
        problems.push(`${file}: ${target} names no heading of ${path.relative(root, resolved)}`);
      }
    }
  }
}

function checkShellComments(problems) {
  for (const file of repositoryFiles('*.sh', '.ci/run')) {
    const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
    lines.forEach((line, index) => {
      const comment = /(?:^|\s)#(?!!)(.*)$/.exec(line);
      const mark = comment && HISTORY_MARK.exec(comment[1]);
      if (mark)
        problems.push(`${file}:${index + 1}: "${mark[0]}" in a comment: say why, in the present`);
    });
  }
}

const DECISIONS = path.join(root, 'docs', 'decisions');
const INDEX_START = '<!-- index: node scripts/check-docs.mjs --write-index -->';
const INDEX_END = '<!-- end of index -->';

/** The decisions' index: each record's title, grouped by the topic its file name starts with. */
function decisionsIndex() {
  const records = readdirSync(DECISIONS)
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .sort();
  const lines = [];
  let topic = '';
  for (const file of records) {
    const title = /^#\s+(.+)$/m.exec(readFileSync(path.join(DECISIONS, file), 'utf8'))?.[1] ?? file;
    const fileTopic = file.split('-')[0];
    if (fileTopic !== topic) {
      topic = fileTopic;
      lines.push('', `### ${topic}`, '');
    }
    lines.push(`- [${title}](${file})`);
  }
  return `${INDEX_START}\n\n${lines.join('\n').trim()}\n\n${INDEX_END}`;
}

function checkDecisionsIndex(problems, write) {
  const readme = path.join(DECISIONS, 'README.md');
  if (!existsSync(readme)) return;
  const text = readFileSync(readme, 'utf8');
  const start = text.indexOf(INDEX_START);
  const end = text.indexOf(INDEX_END);
  if (start < 0 || end < start) {
    problems.push(`docs/decisions/README.md: no index between "${INDEX_START}" and "${INDEX_END}"`);
    return;
  }
  const current = text.slice(start, end + INDEX_END.length);
  const index = decisionsIndex();
  if (current === index) return;
  if (write) {
    writeFileSync(readme, text.slice(0, start) + index + text.slice(end + INDEX_END.length));
  } else {
    problems.push(
      "docs/decisions/README.md: the index is not the folder's; run node scripts/check-docs.mjs --write-index",
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = [];
  checkDecisionsIndex(problems, process.argv.includes('--write-index'));
  checkLinks(problems);
  checkShellComments(problems);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`\n${problems.length} finding(s)`);
    process.exit(1);
  }
  console.info('docs: every link resolves inside the repository; no history in shell comments');
}
