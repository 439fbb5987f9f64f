/**
 * The replay build thread's body (replay-build-thread.ts starts it): builds a game's replay files with
 * buildReplayBytes, signs them with the key it was given, and hands the bytes back without copying them.
 */
import { sign } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import * as engine from '@captains-log/engine';
import { buildReplayBytes, ReplayBuildError, type ReplaySigner } from '@captains-log/replay';
import type { BuildRequest, BuildResponse, ThreadData } from './replay-build-thread';

const { privateKey, publicKeyRaw } = workerData as ThreadData;
const signer: ReplaySigner = { publicKeyRaw, sign: (message) => sign(null, Buffer.from(message, 'utf8'), privateKey).toString('base64') };

parentPort!.on('message', ({ id, input }: BuildRequest) => {
  let response: BuildResponse;
  let transfer: ArrayBuffer[] = [];
  try {
    const files = [...buildReplayBytes(input, engine, signer)];
    response = { id, files };
    transfer = [...new Set(files.map(([, bytes]) => bytes.buffer as ArrayBuffer))];
  } catch (err) {
    const error = err instanceof Error ? err : new Error(String(err));
    response = { id, error: { message: error.message, stack: error.stack, buildError: err instanceof ReplayBuildError } };
  }
  parentPort!.postMessage(response, transfer);
});
