import { toJsonSchema, type JsonSchema } from '@valibot/to-json-schema';
import { ErrorAnswer, listEndpoints, whileParsing, type AnySchema, type Endpoint, type HardenedSetting, type ListedEndpoint } from '@pulp/shared/contract';

/** The parts of an OpenAPI 3.1 document this generator writes. */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, object> };
  security: Record<string, string[]>[];
}

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

interface Operation {
  operationId: string;
  tags: string[];
  summary: string;
  parameters?: Parameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
}

/** A contract path in OpenAPI's syntax: `/api/Cards/:id` → `/api/Cards/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z_]\w*)/g, '{$1}');
}

/** "twoFactorStatus" → "two factor status": the name the contract lists an endpoint under, as words. */
function words(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

/** Most endpoints take a session's bearer token; the catalogue and the shop's own information need none. */
const SECURITY: OpenApiDocument['security'] = [{ bearer: [] }, {}];

const MEDIA_TYPES = { json: 'application/json', form: 'application/x-www-form-urlencoded', multipart: 'multipart/form-data' } as const;

/**
 * Converts the contract's valibot schemas to JSON Schema 2020-12, the dialect of OpenAPI 3.1, as a
 * client sends or receives them (before any transform). Schemas that valibot builds lazily (the
 * hardened-mode switches) become components, which their places refer to.
 */
class SchemaConverter {
  readonly components: Record<string, JsonSchema> = {};

  convert(schema: AnySchema, name: string): JsonSchema {
    const converted = toJsonSchema(schema, {
      target: 'draft-2020-12',
      typeMode: 'input',
      // Checks JSON Schema cannot express (custom checks, transforms) are left out of the document.
      errorMode: 'ignore',
      overrideRef: ({ referenceId }) => `#/components/schemas/${name}.${referenceId}`,
    }) as JsonSchema & { $schema?: string; $defs?: Record<string, JsonSchema> };
    const { $schema: _dialect, $defs, ...json } = converted;
    for (const [id, definition] of Object.entries($defs ?? {})) this.components[`${name}.${id}`] = definition;
    return json;
  }
}

function parametersOf(converter: SchemaConverter, schema: AnySchema | undefined, where: Parameter['in'], name: string): Parameter[] {
  if (!schema) return [];
  const json = converter.convert(schema, name) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([property, propertySchema]) => ({
    name: property,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(property),
    schema: propertySchema,
  }));
}

function requestBodyOf(converter: SchemaConverter, endpoint: Endpoint, name: string): Operation['requestBody'] {
  if (endpoint.bodyType === 'multipart') return { required: true, content: { [MEDIA_TYPES.multipart]: { schema: { type: 'object' } } } };
  if (!endpoint.body) return undefined;
  const schema = converter.convert(endpoint.body, name);
  // A body schema that takes undefined (the trainer's reset) lets the body be left out.
  const optional = endpoint.body.type === 'optional';
  return { required: !optional, content: { [MEDIA_TYPES[endpoint.bodyType ?? 'json']]: { schema } } };
}

function operationOf(converter: SchemaConverter, { feature, name, endpoint }: ListedEndpoint, errorAnswer: JsonSchema): Operation {
  const id = `${feature}.${name}`;
  const parameters = [...parametersOf(converter, endpoint.params, 'path', `${id}.params`), ...parametersOf(converter, endpoint.query, 'query', `${id}.query`)];
  const requestBody = requestBodyOf(converter, endpoint, `${id}.body`);
  const success = endpoint.response
    ? { description: 'The answer.', content: { [MEDIA_TYPES.json]: { schema: converter.convert(endpoint.response, `${id}.response`) } } }
    : { description: 'A page, a redirect or a file rather than JSON.' };
  return {
    operationId: id,
    tags: [feature],
    summary: `${feature}: ${words(name)}`,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      '200': success,
      default: { description: 'A refusal or failure, with a sentence a client may show.', content: { [MEDIA_TYPES.json]: { schema: errorAnswer } } },
    },
  };
}

/**
 * The OpenAPI 3.1 document of the shop's API, generated from the contract (`@pulp/shared/contract`,
 * ENDPOINTS): a path per endpoint with its method, path and query parameters, request body and
 * 200 answer, tagged with its feature. `hardened` is the shop's challenges.hardened: the bodies of
 * hardened spots are documented with their strict schema, as this shop checks them.
 */
export function openApiDocument(version: string, hardened: HardenedSetting = []): OpenApiDocument {
  return whileParsing(hardened, () => {
    const converter = new SchemaConverter();
    const errorAnswer = converter.convert(ErrorAnswer, 'ErrorAnswer');
    const listed = listEndpoints();
    const paths: OpenApiDocument['paths'] = {};
    for (const entry of listed) {
      const path = openApiPath(entry.endpoint.path);
      paths[path] = { ...paths[path], [entry.endpoint.method.toLowerCase()]: operationOf(converter, entry, errorAnswer) };
    }
    return {
      openapi: '3.1.0',
      info: {
        title: 'Pulp API',
        version,
        description:
          'The API of Pulp, a juice shop that is deliberately vulnerable for security training: every endpoint of its contract, with the shapes it takes and answers. Log in with POST /rest/user/login and use the token as a bearer token.',
      },
      tags: [...new Set(listed.map(({ feature }) => feature))].map((name) => ({ name })),
      paths,
      components: { schemas: converter.components, securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: SECURITY,
    };
  });
}
