// Imported first by a program that checks with all of the contract's schemas or walks them as a graph (the server,
// docs/api.md's renderer): its schemas are made as their modules load, not behind stand-ins (lazy-schema.ts).
import { makeSchemasAtOnce } from './lazy-schema';

makeSchemasAtOnce();
