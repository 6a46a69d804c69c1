import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPERATIONS_DOC_PATH, renderOperationsDoc } from '../../scripts/generateOperationsDoc.ts';
import { catalog, OPERATION_NAMES } from '../../src/catalog.ts';
import { ERROR_STATUS } from '../../src/protocol/errorCodes.ts';

describe('renderOperationsDoc', () => {
  it('should equal the committed docs/operations.md (run `npm run docs:operations` after changing the catalog)', async () => {
    expect(await renderOperationsDoc()).toBe(readFileSync(OPERATIONS_DOC_PATH, 'utf8'));
  });

  it('should render the same text twice', async () => {
    expect(await renderOperationsDoc()).toBe(await renderOperationsDoc());
  });

  it('should document every operation with every field, its description and its example', async () => {
    const doc = await renderOperationsDoc();
    for (const name of OPERATION_NAMES) {
      const definition = catalog[name];
      expect(doc).toContain(`## ${name}\n`);
      expect(doc).toContain(`\`POST {base_url}${definition.path}\``);
      for (const field of Object.keys(definition.fields)) {
        expect(doc).toContain(`| \`${field}\` |`);
        expect(doc).toContain(definition.fieldDescriptions[field]);
      }
      expect(doc).toContain(JSON.stringify(definition.example, null, 2));
    }
  });

  it('should list every error code of each operation under its HTTP status', async () => {
    const doc = await renderOperationsDoc();
    for (const name of OPERATION_NAMES) {
      const section = doc.slice(doc.indexOf(`## ${name}\n`)).split('\n## ')[0] ?? '';
      for (const code of catalog[name].errors) {
        const row = section.split('\n').find((line) => line.startsWith(`| ${ERROR_STATUS[code]} |`));
        expect(row, `${name}: ${code}`).toContain(`\`${code}\``);
      }
    }
  });
});
