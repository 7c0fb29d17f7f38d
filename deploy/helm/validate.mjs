// Validates Kubernetes manifests without a cluster, in two ways:
// 1. against the Kubernetes API's JSON schemas (the OpenAPI definitions compiled into the npm
//    package kubernetes-models): types, required fields, formats;
// 2. strictly, with TypeScript and the same package's API types: a field the API does not have
//    (a typo such as `readinesProbe`) is an error, as in `kubectl apply --validate=strict`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** The kubernetes-models entry of an apiVersion: "v1" is the core group. */
const modelModule = (apiVersion) => `kubernetes-models/${apiVersion}`;

/** Schema problems of one object: [] when it is valid. */
export async function schemaProblems(object) {
  const { apiVersion, kind } = object ?? {};
  if (typeof apiVersion !== 'string' || typeof kind !== 'string') return ['no apiVersion and kind'];
  let models;
  try {
    models = await import(modelModule(apiVersion));
  } catch {
    return [`unknown apiVersion ${apiVersion}`];
  }
  const Model = models[kind];
  if (typeof Model !== 'function') return [`unknown kind ${kind} in ${apiVersion}`];
  try {
    new Model(object).validate();
    return [];
  } catch (error) {
    return [String(error instanceof Error ? error.message : error)];
  }
}

/** Fields the API types do not have, and other type errors, of each object: [] when none. */
export function strictProblems(objects) {
  const file = path.join(HERE, '__manifests__.ts');
  const imports = new Map();
  const lines = objects.map((object, index) => {
    const alias = `T${index}`;
    imports.set(alias, { module: modelModule(object.apiVersion), name: `I${object.kind}` });
    return `export const manifest${index}: ${alias} = ${JSON.stringify(object, null, 2)};`;
  });
  const source = [...imports].map(([alias, { module, name }]) => `import type { ${name} as ${alias} } from ${JSON.stringify(module)};`).join('\n') + '\n' + lines.join('\n') + '\n';
  const options = { strict: true, noEmit: true, skipLibCheck: true, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, target: ts.ScriptTarget.ES2022, types: [] };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (name) => (path.resolve(name) === file ? source : readFile(name));
  host.fileExists = ((exists) => (name) => path.resolve(name) === file || exists(name))(host.fileExists.bind(host));
  host.getSourceFile = (name, language, ...rest) => (path.resolve(name) === file ? ts.createSourceFile(name, source, language, true) : getSourceFile(name, language, ...rest));
  const program = ts.createProgram([file], options, host);
  const sourceFile = program.getSourceFile(file);
  return ts.getPreEmitDiagnostics(program, sourceFile).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (diagnostic.file && diagnostic.start !== undefined) {
      const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
      const owner = source.split('\n').slice(0, line + 1).reverse().find((text) => text.startsWith('export const manifest'));
      const index = owner ? Number(/manifest(\d+)/.exec(owner)[1]) : -1;
      const object = objects[index];
      return `${object ? `${object.kind} ${object.metadata?.name ?? ''}` : 'manifests'}: ${message}`;
    }
    return message;
  });
}

/** Every problem of the manifests, schema and strict: [] when all are valid. */
export async function validateManifests(objects) {
  const problems = [];
  for (const object of objects) for (const problem of await schemaProblems(object)) problems.push(`${object?.kind} ${object?.metadata?.name ?? ''}: ${problem}`);
  problems.push(...strictProblems(objects));
  return problems;
}
