// Getting to Know You (lookinggla, 184_018): incident, discarded after any use — draw a card, plus one per different infiltration icon of yours in play that matches none of the opponent's cards (at most three more); or download Insert Undercover Agent; or (for free, once each turn) on an opponent's personnel present with your infiltrator: your Founders and Intelligence personnel have its regular skills until the end of the turn.
import { defineCard } from '../../behaviour/define';

export default defineCard('184_018', {
  title: 'Getting to Know You',
  scenario: 'behaviour/infiltration-cards.spec.ts',
  play: { window: { kind: 'normal-play' } },
  triggers: [{ on: 'played', effects: [{ kind: 'draw', who: 'you', count: 1 }, { kind: 'draw-per-unmatched-infiltration-icon', max: 3 }] }],
  duration: 'instant',
  modes: [
    {
      play: { window: { kind: 'normal-play' } },
      triggers: [{ on: 'played', effects: [{ kind: 'download-also-titled', titles: ['Insert Undercover Agent'] }] }],
      duration: 'instant',
    },
    {
      play: { window: { kind: 'normal-play' }, free: { kind: 'always' }, limit: { kind: 'once-per-turn' } },
      targets: { kind: 'opponent-personnel-present-with-your-infiltrator' },
      triggers: [{ on: 'played', effects: [{ kind: 'founders-and-intelligence-add-target-skills' }] }],
      duration: 'instant',
    },
  ],
});
