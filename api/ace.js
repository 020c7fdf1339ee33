/*
 * Ace entry point: compiles TypeScript just in time (ts-node with swc) and runs the command.
 */
import 'ts-node-maintained/register/esm'

await import('./bin/console.js')
