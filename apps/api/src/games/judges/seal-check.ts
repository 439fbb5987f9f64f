import { nodeSignatureCheck } from '@captains-log/platform';
import { headMessage } from '@captains-log/replay';
import type { LoadedGame } from '../game-streams';
import { gameStream } from '../game-streams';

export interface SealCheck {
  /** null: the game is not sealed (yet) */
  sealed: boolean;
  ok: boolean | null;
  problems: string[];
}

/** The GameSealed fact against the log: it names the head it follows, and its signature verifies with its public key. */
export function verifySeal(game: LoadedGame, trustedPublicKey?: string): SealCheck {
  const seal = game.state.judge.sealed;
  if (!seal) return { sealed: false, ok: null, problems: [] };
  const problems: string[] = [];
  const head = game.events.find((e) => e.revision === seal.headRevision);
  if (!head || head.hash !== seal.headHash)
    problems.push(
      `the seal names head ${seal.headHash} at revision ${seal.headRevision}, not the log's`,
    );
  if (trustedPublicKey !== undefined && trustedPublicKey !== seal.publicKey)
    problems.push('the seal is signed by another key than the platform’s');
  let signature = false;
  try {
    signature = !!nodeSignatureCheck(
      seal.publicKey,
      headMessage(gameStream(game.gameId), seal.headRevision, seal.headHash),
      seal.signature,
    );
  } catch {
    signature = false;
  }
  if (!signature) problems.push('the seal’s signature does not verify');
  return { sealed: true, ok: problems.length === 0, problems };
}
