// Travis Mayweather (enterprise, 128_016): personnel — once every turn his owner may nullify a Full Planet Scan just played with his skill.
import { defineCard } from '../../behaviour/define';

export default defineCard('128_016', {
  title: 'Travis Mayweather',
  scenario: 'behaviour/personnel-b.spec.ts',
  skillNullifies: [{ filter: { titles: ['Full Planet Scan'] }, target: 'just-played', per: 'turn' }],
});
