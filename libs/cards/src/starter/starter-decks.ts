/**
 * The two preconstructed 1E decks (Premiere cards only), as plain-text deck lists in the format
 * `parseTextDeckList` reads. Both validate under `validateDeck` (see starter-pool.spec.ts).
 */
export const FEDERATION_STARTER_DECK = `# deck: Federation starter (Premiere)
Missions
1x Avert Disaster
1x Diplomacy Mission
1x First Contact
1x Study Nebula
1x Investigate Rogue Comet
1x Repair Mission

Seed Deck
1x Federation Outpost
2x Armus - Skin of Evil
2x Chalnoth
2x Hologram Ruse
2x Microvirus
2x Ancient Computer
2x Gravitic Mine
2x Null Space

Draw Deck
1x Jean-Luc Picard
1x William T. Riker
1x Data
1x Geordi La Forge
1x Beverly Crusher
1x Deanna Troi
1x Worf
1x Tasha Yar
1x Wesley Crusher
1x Alyssa Ogawa
1x Dr. Selar
1x Reginald Barclay
1x Leah Brahms
1x Neela Daren
2x Taitt
1x Richard Galen
1x Ro Laren
2x Sito Jaxa
1x Sarek
1x Riva
1x K'Ehleyr
1x Linda Larson
1x Dr. La Forge
1x Thomas Riker
1x Satelk
1x Shelby
1x Toby Russell
1x Mendon
1x U.S.S. Enterprise
1x U.S.S. Galaxy
1x U.S.S. Excelsior
1x U.S.S. Nebula
1x U.S.S. Hood
1x U.S.S. Miranda
`;

export const KLINGON_STARTER_DECK = `# deck: Klingon starter (Premiere)
Missions
1x Cloaked Mission
1x Krios Suppression
1x Medical Relief
1x Investigate Alien Probe
1x Seek Life-form
1x Survey Mission

Seed Deck
1x Klingon Outpost
2x Armus - Skin of Evil
2x Nausicaans
2x Impassable Door
2x Chalnoth
2x Cosmic String Fragment
2x Nagilum
2x Shaka, When the Walls Fell

Draw Deck
1x Gowron
1x Kurn
1x K'mpec
1x Kahless
1x Kargan
1x K'Vada
1x Klag
1x Korris
1x Nu'Daq
1x Batrell
1x Morag
1x L'Kor
1x Koral
1x Konmel
1x B'iJik
1x Kromm
1x Kurak
1x Gorath
1x Kle'eg
1x Divok
1x Vekma
1x Dukath
1x J'Ddan
1x Koroth
1x Torin
1x Vagh
1x K'Tal
1x Torak
1x I.K.S. Bortas
1x I.K.S. Vor'Cha
1x I.K.S. Qu'Vat
1x I.K.S. Buruk
1x I.K.S. K'Vort
1x I.K.S. Pagh
`;
