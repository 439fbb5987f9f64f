// Captain Kirk (twt, 119_055): personnel — his force may attack any non-Federation affiliation; in personnel battle he stuns the adversary he engages; once each turn he may stop a female present.
import { defineCard } from '../../behaviour/define';

export default defineCard('119_055', {
  title: 'Captain Kirk',
  scenario: 'behaviour/combat.spec.ts',
  battle: [
    { kind: 'may-attack', affiliations: ['Klingon', 'Romulan', 'Ferengi', 'Cardassian', 'Bajoran', 'Dominion', 'Kazon', 'Vidiian', 'Hirogen', 'Borg', 'Starfleet', 'Vulcan', 'Xindi', 'Neutral', 'Non-Aligned'] },
    { kind: 'stuns-adversary' },
  ],
  abilities: [{ id: 'stop-female', limit: 'once-per-turn', targets: { kind: 'personnel-present', filter: { whose: 'any', characteristic: 'Female' }, state: 'unstopped' }, effects: [{ kind: 'stop-target' }] }],
});
