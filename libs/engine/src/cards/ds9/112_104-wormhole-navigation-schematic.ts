// Wormhole Navigation Schematic (ds9, 112_104): interrupt — as a response, cancels The Three Vipers just encountered (Amanda Rogers cannot touch it); the wormhole passage is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_104', {
  title: 'Wormhole Navigation Schematic',
  scenario: 'behaviour/events-nullify.spec.ts',
  play: { window: { kind: 'response', to: 'dilemma-encountered' } },
  targets: { kind: 'just-played', filter: { titles: ['The Three Vipers'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  immuneTo: ['Amanda Rogers'],
  // Issue 15 (lead, twentieth session): played its manual way, `PlayCard { manualWay: true }` (behaviour/manual-ways.ts).
  manualWay: 'the other mode: your ship with SCIENCE and Navigation passes the Bajoran Wormhole without stopping',
});
