import { investmentEndpoints as endpoints } from "@kosh/core/api/investments";
import {
  decodeCsvBytes,
  FILE_TOO_LARGE,
} from "@kosh/core/import/decode-csv-bytes";
import { fileProblemText } from "@kosh/core/import/import-problem-text";
import { IMPORT_LIMITS } from "@kosh/core/import/import-limits";
import { IMPORT_WORDS } from "@kosh/core/import/import-template";
import { translate } from "@kosh/core/i18n/messages";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { BadRequest, DomainError } from "../../errors.ts";
import { endpointRoute } from "../../plugins/endpoint-route.ts";
import {
  requestCatalogue,
  requestLocale,
} from "../../plugins/request-locale.ts";
import { householdOf } from "../household/household-scope.ts";
import { createImportService } from "./import.service.ts";

/** The file's media types read as the body itself; JSON carries its text with the decisions. */
const FILE_TYPES = ["text/csv", "application/octet-stream"];

/**
 * JSON holds the file's text escaped, and a decision per row besides: twice the file's limit. The
 * file's own limit (5 MB) is held by core with its own message (docs/product.md#import).
 */
const JSON_BODY_LIMIT = 2 * IMPORT_LIMITS.bytes;

const wordsOf = (request: FastifyRequest) =>
  translate(IMPORT_WORDS[requestLocale(request)]);

/**
 * `POST /api/investments/import` (docs/product.md#import), in its own plugin so that only this
 * route reads a CSV body: the file's bytes are counted as they arrive and refused past 5 MB (413),
 * decoded as UTF-8 or UTF-16, and a binary file is refused (400), each with the import's message
 * in the page's language. The route then answers as a JSON body `{ csv, … }` would.
 */
export async function importRoute(app: FastifyInstance) {
  const importing = createImportService(app);

  app.addContentTypeParser(FILE_TYPES, (request, payload, done) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    payload.on("data", (chunk: Buffer) => {
      if (refused) return;
      size += chunk.length;
      if (size > IMPORT_LIMITS.bytes) {
        refused = true;
        done(
          new DomainError(
            413,
            "PAYLOAD_TOO_LARGE",
            fileProblemText(FILE_TOO_LARGE, wordsOf(request)),
          ),
        );
        return;
      }
      chunks.push(chunk);
    });
    payload.on("error", (error) => {
      if (!refused) done(error);
    });
    payload.on("end", () => {
      if (refused) return;
      const text = decodeCsvBytes(new Uint8Array(Buffer.concat(chunks)));
      if (!text.ok)
        return done(
          new BadRequest(fileProblemText(text.problem, wordsOf(request))),
        );
      done(null, { csv: text.value });
    });
  });

  endpointRoute(
    app,
    endpoints.import,
    async (request) =>
      importing.importInvestments(householdOf(request), request.body, {
        dryRun: request.query.dry_run === "true",
        locale: requestLocale(request),
        say: requestCatalogue(request),
      }),
    { bodyLimit: JSON_BODY_LIMIT },
  );
}
