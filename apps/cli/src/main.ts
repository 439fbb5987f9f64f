#!/usr/bin/env node
/** `captains-log` entry point. */
import { buildCli } from './cli';

buildCli()
  .run(process.argv.slice(2), { out: (line) => console.log(line), err: (line) => console.error(line) })
  .then((code) => {
    process.exitCode = code;
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
