/**
 * Film and Original Series objectives and incidents (issue 15, helper holotos).
 *   1E rulebook › DOWNLOADING; MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS; REPORTING FOR DUTY.
 * given (a play-phase scene: p1's outposts at L1, cards in hand or deck) / when (PlayCard, ActivateCard) / then (the facts).
 */
import { legalCommands } from '../legal';
import { scene } from '../testing/attempt-scene';
import { accepted, moved, refused } from '../testing/scenario';
import type { Command } from '../types';
import { Z } from '../zones';

const playOn = (card: string, target: string): Command => ({ type: 'PlayCard', actor: 'p1', card, target });
const activate = (card: string, ability: string, target?: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability, ...(target ? { target } : {}) });

describe('188_016 Reunite Legends: on your outpost; once per game, a matching [Films] ship (not I.K.S. Kla’Diyus) downloads to it', () => {
  /** p1's Federation and Klingon outposts at L1; Reunite Legends in hand; ships in the draw deck. */
  const table = () => {
    const built = scene({ missions: ['Excavation'], hand: ['Federation Outpost', 'Klingon Outpost', 'Reunite Legends', 'U.S.S. Enterprise-A', 'U.S.S. Enterprise', "I.K.S. Kla'Diyus", 'Starship Saratoga'] });
    const [fedPost, kliPost, legends, entA, ent, klaDiyus, saratoga] = built.ids.hand as [string, string, string, string, string, string, string];
    const state = moved(built.state, [[fedPost, Z.space('L1')], [kliPost, Z.space('L1')], ...[entA, ent, klaDiyus, saratoga].map((iid): [string, string] => [iid, Z.draw('p1')])]);
    return { state, fedPost, kliPost, legends, entA, ent, klaDiyus, saratoga };
  };

  it('applies: played on p1’s Federation outpost, U.S.S. Enterprise-A downloads to it; not a second time this game', () => {
    const { state, fedPost, legends, entA, saratoga } = table();
    expect(legalCommands(state, 'p1')).toContainEqual(playOn(legends, fedPost));
    const played = accepted(state, playOn(legends, fedPost)).state;
    expect(played.cards[legends]!.zone).toBe(Z.on(fedPost));
    expect(legalCommands(played, 'p1')).toContainEqual(activate(legends, 'download-ship', `${entA}>${fedPost}`));
    const done = accepted(played, activate(legends, 'download-ship', `${entA}>${fedPost}`));
    expect(done.events).toContainEqual(expect.objectContaining({ type: 'CardDownloaded', card: entA }));
    expect(done.state.cards[entA]!.zone).not.toBe(Z.draw('p1'));
    expect(refused(done.state, activate(legends, 'download-ship', `${saratoga}>${fedPost}`))).toBe('ONCE_PER_GAME');
  });

  it('does not apply: a ship without [Films], I.K.S. Kla’Diyus, a ship of another affiliation, or a facility without the objective', () => {
    const { state, fedPost, kliPost, legends, entA, ent, klaDiyus } = table();
    const played = accepted(state, playOn(legends, fedPost)).state;
    expect(refused(played, activate(legends, 'download-ship', `${ent}>${fedPost}`))).toBe('INVALID_TARGET');
    expect(refused(played, activate(legends, 'download-ship', `${klaDiyus}>${kliPost}`))).toBe('INVALID_TARGET');
    expect(refused(played, activate(legends, 'download-ship', `${entA}>${kliPost}`))).toBe('INVALID_TARGET');
    const onKlingon = accepted(state, playOn(legends, kliPost)).state;
    expect(refused(onKlingon, activate(legends, 'download-ship', `${klaDiyus}>${kliPost}`))).toBe('INVALID_TARGET');
  });
});
