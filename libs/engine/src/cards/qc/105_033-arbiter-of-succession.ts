// Arbiter of Succession (qc, 105_033): interrupt — at one location, the two strongest Klingon leaders there (anyone's) fight one
// combat: the higher STRENGTH wins, the loser dies and the winner is stopped. This card then lies on the winner, its player
// scores its 10 points, and every Klingon Civil War in play is nullified. Should that winner be killed, the 10 points pass to
// the opponent. Equal STRENGTH: nothing happens. Not duplicatable.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › BATTLE › PERSONNEL BATTLE (Combat; Determine Winner; Resolution); TIES (the card's player picks between tied
// Klingons: the target is the pair); LEAVING PLAY › bonus point box; NOT DUPLICATABLE. Behaviour/succession-duels.ts (target
// `two-strongest-leaders-at-location`, effect `target-pair-duel`), host-killed.ts (`whenHostKilled`). "Klingon" is the
// affiliation or the species; a leader is an OFFICER or a Leadership personnel (battle.ts › isLeader).
export default defineCard('105_033', {
  title: 'Arbiter of Succession',
  scenario: 'behaviour/q-continuum-tail.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'two-strongest-leaders-at-location', filter: { anyOf: [{ affiliation: 'Klingon' }, { species: 'Klingon' }] } },
  triggers: [{ on: 'played', effects: [{ kind: 'target-pair-duel', nullifiesTitles: ['Klingon Civil War'] }] }],
  whenHostKilled: {
    effects: [
      { kind: 'score-points', points: -10, bonus: true },
      { kind: 'score-points', points: 10, bonus: true, who: 'opponent' },
    ],
  },
  notDuplicatable: true,
});
