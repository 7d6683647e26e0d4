// `npm run openapi:document -w @kosh/server -- FILE`: writes the API's OpenAPI document to FILE
// (or stdout), for Redocly's lint (`npm run lint:openapi`) and for client generators.
import { writeFileSync } from "node:fs";
import { openApiDocument } from "../plugins/openapi-document.ts";

const [file] = process.argv.slice(2);
const text = `${JSON.stringify(await openApiDocument(), null, 2)}\n`;
if (file) writeFileSync(file, text);
else process.stdout.write(text);
