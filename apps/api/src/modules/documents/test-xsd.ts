import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { validateXML } from 'xmllint-wasm';

/** AADE's published schemas, version 2.0.1, unchanged (`mydata-xsd/`). */
const XSD_DIR = join(import.meta.dirname, 'mydata-xsd');

/** Validates XML against one of AADE's schemas (the others preloaded for its imports). */
export async function validateMyData(xml: string, schema = 'InvoicesDoc-v2.0.1.xsd') {
  const files = await readdir(XSD_DIR);
  const preload = await Promise.all(
    files.map(async (fileName) => ({ fileName, contents: await readFile(join(XSD_DIR, fileName), 'utf8') })),
  );
  return validateXML({
    xml: [{ fileName: 'document.xml', contents: xml }],
    schema: preload.filter((file) => file.fileName === schema),
    preload: preload.filter((file) => file.fileName !== schema),
  });
}
