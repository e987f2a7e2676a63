import type { CuratedCity } from './place';

/**
 * London, for the `other` operator: airports, termini, landmarks, hospitals and hotels a
 * cab is booked to. Coordinates have 4 decimals (about 10 m) and point at the entrance.
 */
export const LONDON: CuratedCity = {
  city: 'London',
  bounds: { south: 51.1, west: -0.55, north: 51.95, east: 0.35 },
  places: [
    // Airports
    {
      name: 'Heathrow Airport, Terminal 2',
      kind: 'airport',
      lat: 51.4694,
      lng: -0.4509,
      aliases: ['LHR T2', 'Heathrow T2'],
    },
    {
      name: 'Heathrow Airport, Terminal 3',
      kind: 'airport',
      lat: 51.471,
      lng: -0.4566,
      aliases: ['LHR T3', 'Heathrow T3'],
    },
    {
      name: 'Heathrow Airport, Terminal 4',
      kind: 'airport',
      lat: 51.4594,
      lng: -0.4466,
      aliases: ['LHR T4', 'Heathrow T4'],
    },
    {
      name: 'Heathrow Airport, Terminal 5',
      kind: 'airport',
      lat: 51.4723,
      lng: -0.488,
      aliases: ['LHR T5', 'Heathrow T5'],
    },
    {
      name: 'Gatwick Airport, South Terminal',
      kind: 'airport',
      lat: 51.1566,
      lng: -0.161,
      aliases: ['LGW South'],
    },
    {
      name: 'Gatwick Airport, North Terminal',
      kind: 'airport',
      lat: 51.162,
      lng: -0.177,
      aliases: ['LGW North'],
    },
    { name: 'Stansted Airport', kind: 'airport', lat: 51.8891, lng: 0.2627, aliases: ['STN'] },
    { name: 'Luton Airport', kind: 'airport', lat: 51.8789, lng: -0.3761, aliases: ['LTN'] },
    { name: 'London City Airport', kind: 'airport', lat: 51.5048, lng: 0.0495, aliases: ['LCY'] },

    // Termini
    { name: 'King’s Cross Station', kind: 'rail', lat: 51.532, lng: -0.1233 },
    {
      name: 'St Pancras International',
      kind: 'rail',
      lat: 51.5309,
      lng: -0.1261,
      aliases: ['Eurostar', 'Saint Pancras'],
    },
    { name: 'Euston Station', kind: 'rail', lat: 51.5282, lng: -0.1337 },
    {
      name: 'Paddington Station',
      kind: 'rail',
      lat: 51.5154,
      lng: -0.1755,
      aliases: ['Heathrow Express'],
    },
    { name: 'Marylebone Station', kind: 'rail', lat: 51.5225, lng: -0.1631 },
    { name: 'Victoria Station', kind: 'rail', lat: 51.4952, lng: -0.1441 },
    {
      name: 'Victoria Coach Station',
      kind: 'bus',
      lat: 51.4926,
      lng: -0.1486,
    },
    { name: 'Waterloo Station', kind: 'rail', lat: 51.5031, lng: -0.1132 },
    { name: 'Charing Cross Station', kind: 'rail', lat: 51.508, lng: -0.1247 },
    { name: 'London Bridge Station', kind: 'rail', lat: 51.505, lng: -0.086 },
    { name: 'Liverpool Street Station', kind: 'rail', lat: 51.5178, lng: -0.0823 },
    { name: 'Fenchurch Street Station', kind: 'rail', lat: 51.5116, lng: -0.0787 },

    // Landmarks
    { name: 'Buckingham Palace', kind: 'landmark', lat: 51.5014, lng: -0.1419 },
    {
      name: 'Houses of Parliament',
      kind: 'landmark',
      lat: 51.4995,
      lng: -0.1248,
      aliases: ['Big Ben', 'Palace of Westminster'],
    },
    { name: 'Westminster Abbey', kind: 'landmark', lat: 51.4993, lng: -0.1273 },
    { name: 'Trafalgar Square', kind: 'square', lat: 51.508, lng: -0.1281 },
    { name: 'Piccadilly Circus', kind: 'square', lat: 51.51, lng: -0.1347 },
    { name: 'Oxford Circus', kind: 'square', lat: 51.5152, lng: -0.1418 },
    { name: 'Covent Garden', kind: 'square', lat: 51.5117, lng: -0.124 },
    { name: 'Hyde Park Corner', kind: 'square', lat: 51.5027, lng: -0.1527 },
    { name: 'Tower of London', kind: 'landmark', lat: 51.5081, lng: -0.0759 },
    { name: 'Tower Bridge', kind: 'landmark', lat: 51.5055, lng: -0.0754 },
    { name: 'London Eye', kind: 'landmark', lat: 51.5033, lng: -0.1196 },
    { name: 'St Paul’s Cathedral', kind: 'landmark', lat: 51.5138, lng: -0.0984 },
    { name: 'British Museum', kind: 'museum', lat: 51.5194, lng: -0.127 },
    { name: 'Natural History Museum', kind: 'museum', lat: 51.4967, lng: -0.1764 },
    { name: 'Tate Modern', kind: 'museum', lat: 51.5076, lng: -0.0994 },
    { name: 'Harrods', kind: 'shopping', lat: 51.4994, lng: -0.1632 },
    { name: 'The O2', kind: 'venue', lat: 51.503, lng: 0.0032, aliases: ['O2 Arena'] },
    { name: 'Wembley Stadium', kind: 'venue', lat: 51.556, lng: -0.2796 },
    { name: 'Canary Wharf', kind: 'landmark', lat: 51.5054, lng: -0.0235 },

    // Hospitals
    { name: 'St Thomas’ Hospital', kind: 'hospital', lat: 51.4989, lng: -0.1188 },
    { name: 'Guy’s Hospital', kind: 'hospital', lat: 51.503, lng: -0.0877 },
    { name: 'The Royal London Hospital', kind: 'hospital', lat: 51.5188, lng: -0.059 },
    { name: 'St Mary’s Hospital', kind: 'hospital', lat: 51.5173, lng: -0.174 },

    // Hotels
    { name: 'The Savoy', kind: 'hotel', lat: 51.5104, lng: -0.1204 },
    { name: 'The Ritz London', kind: 'hotel', lat: 51.507, lng: -0.1416 },
    { name: 'The Dorchester', kind: 'hotel', lat: 51.5073, lng: -0.1527 },
    { name: 'Claridge’s', kind: 'hotel', lat: 51.5125, lng: -0.1476 },

    // Streets
    {
      name: 'Oxford Street',
      kind: 'street',
      lat: 51.5152,
      lng: -0.1418,
      line: [
        [51.5136, -0.1586],
        [51.5152, -0.1418],
        [51.5163, -0.131],
      ],
    },
    {
      name: 'Regent Street',
      kind: 'street',
      lat: 51.5123,
      lng: -0.1393,
      line: [
        [51.5171, -0.1431],
        [51.5152, -0.1418],
        [51.5102, -0.1361],
      ],
    },
    {
      name: 'Old Compton Street',
      kind: 'street',
      lat: 51.5133,
      lng: -0.1318,
      line: [
        [51.5135, -0.1345],
        [51.5131, -0.1295],
      ],
    },
  ],
};
