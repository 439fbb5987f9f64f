// Don't Provoke the Borg! (ttne, 233_007): Q interrupt, drawn in a Q-Flash — with a Borg ship or the Borg Ship dilemma on this spaceline, the Q-Continuum's owner scores its points (once per game) and the team's player may move one such card up to 20 span along the spaceline.
import { defineCard } from '../../behaviour/define';

const BORG = { affiliation: 'Borg', titles: ['Borg Ship'] };

export default defineCard('233_007', {
  title: "Don't Provoke the Borg!",
  scenario: 'behaviour/q-flash.spec.ts',
  qFlash: {
    if: { kind: 'on-this-spaceline', ships: BORG },
    effects: [
      { kind: 'score', who: 'opponent', points: 10, bonus: true, oncePerGame: true, pointBox: true },
      { kind: 'may-relocate-on-spaceline', ships: BORG, span: 20 },
    ],
  },
});
