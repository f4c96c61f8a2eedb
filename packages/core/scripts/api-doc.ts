// Renders docs/api.md from the contract itself, so the document cannot drift from the code:
// a test compares the committed file with this output.
import '../src/wire/schemas-at-once';
import { z } from 'zod';
import {
  API_ERRORS,
  CLASS_NAMES,
  FIELD_SCHEMAS,
  INCLUDABLE_FIELDS,
  QUERY_FIELDS,
  REQUESTS,
  SESSION_HEADER,
  MAX_BODY_BYTES,
  MAX_LIST_LIMIT,
  MAX_SKIP,
  DEFAULT_ERROR_MESSAGE,
  diaryListQuery,
  favoriteDiariesWidgetQuery,
  historyTodayQuery,
  photosWidgetQuery,
  UNIQUE_FIELDS,
  type FieldKind,
  type RequestDefinition,
} from '../src/index';
import { en } from '../src/i18n/en';

type Json = Record<string, unknown>;

/** A short type text for a JSON Schema node: `string ≤ 16`, `Pointer<file>[] ≤ 15`, `Date | null`. */
function typeText(node: Json | undefined): string {
  if (!node) return 'any';
  if (node.anyOf || node.oneOf) {
    const parts = ((node.anyOf ?? node.oneOf) as Json[]).map(typeText);
    return [...new Set(parts)].join(' | ');
  }
  if (node.const !== undefined) return JSON.stringify(node.const);
  if (node.enum) return (node.enum as unknown[]).map((v) => JSON.stringify(v)).join(' | ');
  const props = node.properties as Record<string, Json> | undefined;
  if (props?.__type && (props.__type as Json).const === 'Pointer') return `Pointer<${(props.className as Json).const as string}>`;
  if (props?.__type && (props.__type as Json).const === 'Date') return 'Date';
  if (props?.__type && (props.__type as Json).const === 'GeoPoint') return 'GeoPoint';
  if (node.type === 'array') {
    const max = node.maxItems !== undefined ? ` ≤ ${node.maxItems}` : '';
    if (node.prefixItems) return `[${(node.prefixItems as Json[]).map(typeText).join(', ')}]`;
    return `${typeText(node.items as Json)}[]${max}`;
  }
  if (node.type === 'string') {
    const bits = [node.format ? `(${node.format})` : '', node.maxLength !== undefined ? `≤ ${node.maxLength}` : ''].filter(Boolean).join(' ');
    return bits ? `string ${bits}` : 'string';
  }
  if (node.type === 'integer' || node.type === 'number') {
    const range = [node.minimum !== undefined ? `${node.minimum}` : '', node.maximum !== undefined ? `${node.maximum}` : ''];
    const kind = node.type === 'integer' ? 'integer' : 'number';
    return range[0] || range[1] ? `${kind} ${range[0] || '…'}–${range[1] || '…'}` : kind;
  }
  if (node.type === 'object' && props) return 'object';
  if (node.type === 'object') return 'object';
  return String(node.type ?? 'any');
}

function fieldTable(schema: z.ZodType): string {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
  const props = (json.properties ?? {}) as Record<string, Json>;
  const required = new Set((json.required ?? []) as string[]);
  const rows = Object.entries(props).map(
    ([name, node]) =>
      `| \`${name}\` | \`${typeText(node).replace(/\|/g, '\\|')}\` | ${required.has(name) ? 'yes' : ''} | ${(node.description as string | undefined) ?? ''} |`,
  );
  return rows.length === 0 ? '_(no fields)_\n' : ['| field | type | required | notes |', '| --- | --- | --- | --- |', ...rows].join('\n') + '\n';
}

function kindText(kind: FieldKind): string {
  if (typeof kind === 'object') return 'pointer' in kind ? `Pointer<${kind.pointer}>` : `list of Pointer<${kind.pointers}>`;
  return kind;
}

const OPERATORS: Record<string, string> = {
  id: 'equality, `$eq`, `$ne`, `$in`, `$nin`',
  string: 'equality, `$eq`, `$ne`, `$in`, `$nin`, `$exists`',
  text: 'equality, `$eq`, `$ne`, `$contains` (case-insensitive, Unicode, literal substring), `$exists`',
  number: 'equality, `$eq`, `$ne`, `$gt`, `$gte`, `$lt`, `$lte`, `$in`, `$nin`, `$exists`',
  boolean: 'equality, `$eq`, `$ne`, `$exists`',
  date: 'equality (a Date), `$eq`, `$ne`, `$gt`, `$gte`, `$lt`, `$lte`, `$exists`',
  geo: '`$nearSphere` (GeoPoint) with `$maxDistanceInKilometers` (≤ 50)',
  pointer: 'equality (a Pointer), `$eq`, `$ne`, `$in`, `$nin`, `$exists`',
  pointers: 'equality with a Pointer means "the list contains it"; `$in` contains any; `$nin` contains none; `$exists`',
};

function operatorText(kind: FieldKind): string {
  if (typeof kind === 'object') return OPERATORS['pointer' in kind ? 'pointer' : 'pointers'] as string;
  return OPERATORS[kind] as string;
}

function requestSection(d: RequestDefinition): string {
  const where = d.path === '/restful' ? `\`POST /restful\` with \`"type": "${d.type}"\`` : `\`${d.method} ${d.path}\``;
  const errors = ['invalidRequest', ...(d.access === 'user' ? ['notSignedIn'] : []), ...(d.errors ?? [])]
    .map((name) => {
      const e = API_ERRORS[name as keyof typeof API_ERRORS];
      return `${e.status}/${e.code} (${name})`;
    })
    .join(', ');
  // A streamed request's body is its payload alone: it has a route of its own.
  const body = d.method === 'POST' && !d.streams ? { type: d.type, ...(d.example.payload as object) } : d.example.payload;
  const json = z.toJSONSchema(d.payload, { io: 'input', unrepresentable: 'any' });
  const schemaText = JSON.stringify(json);
  const schemaBlock =
    schemaText.length <= 4000
      ? `<details><summary>payload JSON Schema</summary>\n\n\`\`\`json\n${JSON.stringify(json, null, 1)}\n\`\`\`\n\n</details>\n`
      : `The payload is checked per class: see [Classes](#classes) and [Query language](#query-language).\n`;
  return [
    `### \`${d.type}\``,
    '',
    `${where} · ${d.access === 'user' ? 'signed-in user' : 'public'}${d.together ? ' · may travel in a `batch`' : ''}`,
    '',
    d.summary,
    '',
    `Errors: ${errors}.`,
    '',
    ...(d.body === 'multipart'
      ? ['Request body: multipart/form-data, as above (not JSON).', '']
      : [
          d.method === 'POST' ? 'Request body:' : d.path.includes('{') ? 'Path parameters:' : 'No body.',
          '',
          '```json',
          JSON.stringify(body, null, 2),
          '```',
          '',
        ]),
    d.streams ? 'Response (200, `application/x-ndjson`): lines such as' : 'Response (200):',
    '',
    '```json',
    JSON.stringify(d.example.response, null, 2),
    '```',
    '',
    schemaBlock,
  ].join('\n');
}

export function renderApiDoc(): string {
  const definitions = Object.values(REQUESTS);
  const groups = [...new Set(definitions.map((d) => d.group))];
  const out: string[] = [];
  out.push(`# The wire contract

<!-- Generated from packages/core/src/contract by \`pnpm docs:api\`. Do not edit by hand: a test fails when this file and the code differ. -->

Both clients and any third client talk to the server only through the requests below. Each request type has one
definition in \`packages/core/src/contract\` with a runtime schema for its payload and its response; the server checks
every payload with it and the API client checks every answer.

## Envelope

- JSON requests: \`POST {apiBase}/restful\` with the body \`{ "type": "<request type>", ...payload }\` and
  \`Content-Type: application/json\`. A few requests keep the paths of the specification (\`/utils/...\`, \`/qiniu/...\`);
  their bodies carry \`type\` as well. Bodies are at most ${MAX_BODY_BYTES / 1024 / 1024} MiB (uploads excepted). A larger one is answered 413;
  the server reads and discards the rest first, so a client still sending receives the answer.
- Session: the token from a sign-in goes in the \`${SESSION_HEADER}\` request header. Tokens are random, stored hashed,
  expire after a period without use, and stop working at logout and account deletion.
- Success is HTTP 200 with the response body. Anything else is a non-200 status with \`{ "code": <number>, "error": "<English message>" }\`;
  clients show the text of the error's message key in the user's language. The client rejects with
  \`{ statusCode, errMsg, code }\`, errMsg defaulting to "${DEFAULT_ERROR_MESSAGE}"; statusCode 0 means no answer arrived.
  Requests time out after 30 s.
- Records carry \`objectId\`, \`createdAt\` and \`updatedAt\` (ISO-8601 UTC strings). References are
  \`{ "__type": "Pointer", "className": "tag", "objectId": "t1" }\`; dates are \`{ "__type": "Date", "iso": "2026-11-21T02:00:00.000Z" }\`;
  places are \`{ "__type": "GeoPoint", "latitude": 30.27, "longitude": 120.15 }\` in WGS-84.
- Titles and contents may be sent in the unicode-escape form (\`\\u!\` followed by the text with every character outside
  printable ASCII written \`\\uXXXX\`); limits apply to the decoded text. Plain text is equally accepted.
- Every record belongs to one user. The server adds the owner condition to every read and write itself; a record of
  another user answers 404 as if it did not exist. Visitors read only live shares.
- Unknown fields, unknown operators, wrong types, oversized bodies and malformed JSON answer 400 (413 for size) and write nothing.

## Errors

| name | HTTP status | code | message (en) |
| --- | --- | --- | --- |
`);
  for (const [name, e] of Object.entries(API_ERRORS)) {
    const text = e.key.split('.').reduce<unknown>((node, part) => (node as Json)[part], en) as string;
    out.push(`| ${name} | ${e.status} | ${e.code} | ${text.replace(/\{\{(\w+)\}\}/g, '{$1}')} |\n`);
  }
  out.push(`
## Query language

\`get_item_list\` takes \`where\` over the allow-listed fields of a class (table below), each either a plain value (equality) or
an object of operators. \`$and\` and \`$or\` take lists of up to 10 such conditions, one level deep. \`$in\`/\`$nin\` take up to 1000
values; \`$contains\` takes a keyword of up to 100 characters and matches it literally (never as a pattern). \`order\` is a
comma-separated list of sortable fields (not pointers or places), each optionally prefixed with \`-\` for descending; \`keys\`
limits the fields answered; \`include\` answers the listed pointer fields as records; \`skip\` (≤ ${MAX_SKIP}; deeper pages
continue after the last record's sort value) and \`limit\` (≤ ${MAX_LIST_LIMIT},
default 10); \`count\` adds the total matching.

| class | field | kind | operators |
| --- | --- | --- | --- |
`);
  for (const className of CLASS_NAMES) {
    for (const [field, kind] of Object.entries(QUERY_FIELDS[className] as Record<string, FieldKind>)) {
      out.push(`| ${className} | \`${field}\` | \`${kindText(kind)}\` | ${operatorText(kind)} |\n`);
    }
  }
  out.push(`
## Classes

The writable fields of each class, as \`add_item\`, \`update_item\` (every field optional) and \`batch_op_items\` take them.
\`count\` is kept by the server. Includable pointer fields and the duplicate-name fields (\`check_item\`) are listed with each.

`);
  for (const className of CLASS_NAMES) {
    const includable = INCLUDABLE_FIELDS[className] as readonly string[];
    const unique = (UNIQUE_FIELDS as Record<string, readonly string[]>)[className];
    out.push(`### ${className}\n\n`);
    out.push(fieldTable(FIELD_SCHEMAS[className]));
    out.push(
      `\nIncludable: ${includable.length ? includable.map((f) => `\`${f}\``).join(', ') : 'none'}. Unique per user: ${unique ? unique.map((f) => `\`${f}\``).join(' + ') : 'none'}.\n\n`,
    );
  }
  out.push(`## Common queries

The lists and widgets of both clients are \`get_item_list\` payloads built by \`packages/core/src/lists\`, shown here for user
\`u1\` on 2026-11-21 (Asia/Shanghai).

`);
  const now = new Date('2026-11-21T10:00:00+08:00');
  const common: Array<[string, unknown]> = [
    ['The month list (archive 2026-11, newer first, page 1)', diaryListQuery({ userId: 'u1', selector: { listType: 'archive', year: 2026, month: 11 } })],
    [
      'A story list with a sub-keyword, older first',
      diaryListQuery({ userId: 'u1', selector: { listType: 'tag', id: 't1' }, subKeyword: '湖', sort: 'older' }),
    ],
    ['Search', diaryListQuery({ userId: 'u1', selector: { listType: 'search', keyword: 'Über' } })],
    ['On this day', historyTodayQuery('u1', now)],
    ['The photos widget', photosWidgetQuery('u1')],
    ['The favorite diaries widget', favoriteDiariesWidgetQuery('u1')],
  ];
  for (const [title, query] of common) out.push(`${title}:\n\n\`\`\`json\n${JSON.stringify({ type: 'get_item_list', ...(query as object) })}\n\`\`\`\n\n`);
  out.push('## Requests\n\n');
  for (const group of groups) {
    out.push(`## ${group}\n\n`);
    for (const d of definitions.filter((x) => x.group === group)) out.push(requestSection(d) + '\n');
  }
  return (
    out
      .join('')
      .replace(/\n{3,}/g, '\n\n')
      .trimEnd() + '\n'
  );
}
