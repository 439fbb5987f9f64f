// Impersonate Captive (bog, 116_050): objective — on your table; placed on your Founder present with a non-Borg personnel you hold captive: the Founder morphs to impersonate the captive, taking its classification, skills, staffing icons, infiltration icons, STRENGTH and CUNNING, with exactly one Treachery, no Honor, and infiltration icons for the captive's affiliations; it may morph back at any time (the objective is discarded).
import { defineCard } from '../../behaviour/define';

export default defineCard('116_050', {
  title: 'Impersonate Captive',
  scenario: 'behaviour/impersonation.spec.ts',
  play: { window: { kind: 'normal-play' } },
  impersonation: { takes: ['classification', 'skills', 'staffing', 'infiltration', 'strength', 'cunning'], treachery: 1, noHonor: true },
  abilities: [
    { id: 'impersonate', window: 'own-turn', requires: ['self-on-table'], targets: { kind: 'your-captive-and-founder-present' }, effects: [{ kind: 'morph-to-impersonate' }] },
    { id: 'morph-back', window: 'any-time', requires: [{ kind: 'host-personnel', filter: {} }], effects: [{ kind: 'morph-back' }] },
  ],
});
