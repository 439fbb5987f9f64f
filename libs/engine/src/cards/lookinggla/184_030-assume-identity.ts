// Assume Identity (lookinggla, 184_030): objective — on your table; just after an opponent's non-Borg universal personnel is killed, placed on your Founder (not Odo Founder) in that quadrant: the Founder morphs to impersonate it, taking its classification and staffing icons and infiltration icons for its affiliations; it may morph back at any time (the objective is discarded).
import { defineCard } from '../../behaviour/define';

export default defineCard('184_030', {
  title: 'Assume Identity',
  scenario: 'behaviour/impersonation.spec.ts',
  play: { window: { kind: 'normal-play' } },
  impersonation: { takes: ['classification', 'staffing'] },
  abilities: [
    {
      id: 'assume',
      window: { kind: 'response', to: 'personnel-killed' },
      requires: ['self-on-table'],
      targets: { kind: 'just-killed-and-your-founder', except: ['Odo Founder'] },
      effects: [{ kind: 'morph-to-impersonate' }],
    },
    { id: 'morph-back', window: 'any-time', requires: [{ kind: 'host-personnel', filter: {} }], effects: [{ kind: 'morph-back' }] },
  ],
});
