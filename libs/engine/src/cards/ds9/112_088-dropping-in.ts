// Dropping In (ds9, 112_088): interrupt — cancels a Dead End you own, lying on a mission or just encountered; the SHIELDS mode (beaming through SHIELDS under 4 or just lowered) is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_088', {
  title: 'Dropping In',
  scenario: 'behaviour/interrupts-intr.spec.ts',
  // Issue 15 (helper intr): "your Dead End" is a copy you own (`whose: 'yours'`), atop a mission or in your attempt's window.
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'card-in-play', filter: { types: ['Dilemma'], titles: ['Dead End'] }, whose: 'yours' },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  modes: [
    {
      play: { window: { kind: 'response', to: 'dilemma-encountered' } },
      targets: { kind: 'just-played', filter: { types: ['Dilemma'], titles: ['Dead End'] }, whose: 'yours' },
      triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
    },
  ],
  // No card or rule records SHIELDS "just lowered for beaming", and a one-off leave to beam through a given ship's SHIELDS is not kept.
  // Issue 15 (lead, twentieth session): played its manual way, `PlayCard { manualWay: true }` (behaviour/manual-ways.ts).
  manualWay: 'the other mode: your Transporter Skill beams your cards through SHIELDS under 4 (or just lowered for beaming)',
});
