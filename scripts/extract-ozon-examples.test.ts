import { describe, expect, it } from 'vitest';
import { exampleFor, isErrorBodyExample, parseDocPage } from './extract-ozon-examples.js';

/** A page in the documentation's layout: a method with a usable example, one with an error body, one Deprecated. */
const PAGE = `# Раздел

## Список складов

\`POST /v2/warehouse/list\`

Operation ID: \`WarehouseListV2\`

Метод устаревает и будет отключён 1 января 2027 года. Возвращает склады.

\`\`\`bash
curl -X POST "https://api-seller.ozon.ru/v2/warehouse/list"
\`\`\`

### Тело запроса

- \`limit required\` — integer Количество.

#### Схема ответа (200)

- \`warehouses\` — Array of objects Склады.
  - \`first_mile\` — object Первая миля.
    - \`type\` — string Тип.
- \`has_next\` — boolean Есть ещё.

Пример ответа:
\`\`\`json
{ "warehouses": [{ "first_mile": { "type": "DROP_OFF" } }], "has_next": "true" }
\`\`\`

---

## Получить список отправлений

\`POST /v4/posting/fbs/list\`

#### Схема ответа (200)

- \`cursor\` — string Указатель.
- \`postings\` — Array of objects Отправления.

Пример ответа:
\`\`\`json
{ "code": 0, "details": [{ "typeUrl": "string", "value": "string" }], "message": "string" }
\`\`\`

---

## Список отправлений Deprecated

\`POST /v3/posting/fbs/list\`

Пример ответа:
\`\`\`json
{ "result": { "postings": [] } }
\`\`\`
`;

describe('extracting the answer examples of the 2026 documentation', () => {
  const sections = parseDocPage('11-warehouseapi.md', PAGE);

  it('reads each method section: its 200 schema as field paths, its example, its switch-off notice', () => {
    expect(sections.map((section) => `${section.method} ${section.path}`)).toEqual([
      'POST /v2/warehouse/list',
      'POST /v4/posting/fbs/list',
      'POST /v3/posting/fbs/list',
    ]);
    const [warehouses] = sections;
    expect(warehouses.schema200).toEqual([
      { path: 'warehouses', type: 'array' },
      { path: 'warehouses[].first_mile', type: 'object' },
      { path: 'warehouses[].first_mile.type', type: 'string' },
      { path: 'has_next', type: 'boolean' },
    ]);
    expect(warehouses.notice).toBe('Метод устаревает и будет отключён 1 января 2027 года.');
    expect(exampleFor('POST', '/v2/warehouse/list', sections)).toMatchObject({
      source: '11-warehouseapi.md',
      example: { has_next: 'true' },
    });
  });

  it('takes an error body shown as the 200 example for no example, with the reason', () => {
    const entry = exampleFor('POST', '/v4/posting/fbs/list', sections);
    expect(entry.example).toBeNull();
    expect(entry.reason).toMatch(/error body \(code, details, message\).*lists cursor, postings/);
    // An error-like example is fine where the 200 schema itself is an error's.
    expect(isErrorBodyExample({ code: 0, message: '' }, [{ path: 'code', type: 'integer' }])).toBe(false);
    expect(isErrorBodyExample({ code: 0, message: '' }, [])).toBe(true);
    expect(isErrorBodyExample({ code: 0, message: '', result: {} }, [])).toBe(false);
  });

  it('says why a method only Deprecated or not documented has no example', () => {
    expect(exampleFor('POST', '/v3/posting/fbs/list', sections).reason).toMatch(/only as Deprecated/);
    expect(exampleFor('POST', '/v9/nothing', sections)).toMatchObject({ source: null, example: null });
  });
});
