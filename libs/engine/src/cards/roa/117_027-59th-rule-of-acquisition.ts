// 59th Rule of Acquisition (roa, 117_027): event — lies on your Nagus. At any time its owner may advise the opponent to attempt one mission
// (once: the advice is recorded on the card). The opponent may not begin an attempt of that mission until they heed the advice: on their turn
// they discard two cards, from hand (their pick, up to two) and the rest from the top of their draw deck; the Rule's owner may then draw up to
// two cards, and the Rule is discarded.
//   Reading: "if opponent does so voluntarily, opponent must first discard …" is a price paid before the attempt, so heeding is the
//   opponent's own action (an `anyPlayer` ability) and the advised attempt is refused until it is paid (behaviour/ferengi-profits.ts ›
//   advisedProblem). 1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT; THE CARDS.
import { defineCard } from '../../behaviour/define';
import type { Effect } from '../../behaviour/vocabulary';

// The Rule's owner is the user's opponent: "you may draw up to two" is theirs.
const ownerDraws: Effect = {
  kind: 'choose-cards',
  chooser: 'opponent',
  pool: { from: 'draw-prefixes', whose: 'opponent', count: 2 },
  pick: 1,
  upTo: true,
  chosen: 'drawn',
  then: [{ kind: 'discard-self' }],
  ifNone: [{ kind: 'discard-self' }],
};
const rest: readonly Effect[] = [{ kind: 'discard-rest-from-deck-top', total: 2 }, ownerDraws];

export default defineCard('117_027', {
  title: '59th Rule of Acquisition',
  scenario: 'behaviour/ferengi-profits.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'personnel', whose: 'yours', filter: { characteristic: 'Nagus' } },
  duration: 'on-target-card',
  advisesAttempts: true,
  abilities: [
    { id: 'advise', window: 'any-time', targets: { kind: 'mission-to-advise' }, effects: [{ kind: 'advise-target' }] },
    {
      id: 'heed',
      anyPlayer: true,
      targets: { kind: 'mission-advised-to-you' },
      effects: [{ kind: 'choose-cards', chooser: 'you', pool: { from: 'hand', whose: 'you' }, pick: 2, upTo: true, chosen: 'discard', then: rest, ifNone: rest }],
    },
  ],
});
