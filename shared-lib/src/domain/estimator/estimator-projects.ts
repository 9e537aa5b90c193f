/**
 * Estimator project slugs. The slug is the page path (`/{slug}`); the display name is what users
 * read; the blog tag selects related blog guides.
 */
export interface EstimatorProject {
  slug: string;
  displayName: string;
  blogTag: string;
  /** Installation-type slugs form a separate list in the spec. */
  installation?: boolean;
}

export const ESTIMATOR_PROJECTS: readonly EstimatorProject[] = [
  { slug: 'Kitchen-Renovation-Cost', displayName: 'Kitchen', blogTag: 'kitchen' },
  { slug: 'Master-Bathroom-Remodel-Cost', displayName: 'Master Bathroom', blogTag: 'bathroom' },
  { slug: 'Bathroom-Renovation-Cost', displayName: 'Bathroom', blogTag: 'bathroom' },
  { slug: 'Master-Bedroom-Remodel-Cost', displayName: 'Master Bedroom', blogTag: 'bedroom' },
  { slug: 'Bedroom-Remodel-Cost', displayName: 'Bedroom', blogTag: 'bedroom' },
  { slug: 'Half-Bath-Remodel', displayName: 'Half Bath', blogTag: 'bathroom' },
  { slug: 'Great-Room-Additions', displayName: 'Great Room', blogTag: 'room-addition' },
  { slug: 'Living-Room-Remodel-Cost', displayName: 'Living Room', blogTag: 'living-room' },
  { slug: 'Family-Room-Additions', displayName: 'Family Room', blogTag: 'room-addition' },
  { slug: 'Dining-Room-Remodel-Cost', displayName: 'Dining Room', blogTag: 'dining-room' },
  { slug: 'Home-Office-Remodel', displayName: 'Home Office', blogTag: 'project_office' },
  { slug: 'Sunroom-Addition-Cost', displayName: 'Sunroom', blogTag: 'room-addition' },
  { slug: 'In-Law-Suite-Additions', displayName: 'In-Law Suite', blogTag: 'room-addition' },
  { slug: 'Gameroom-Remodel-Cost', displayName: 'Game Room', blogTag: 'gameroom' },
  { slug: 'Media-Room-Additions', displayName: 'Home Theater', blogTag: 'media-room' },
  { slug: 'Garage-Remodel-Cost', displayName: 'Garage', blogTag: 'garage' },
  { slug: 'Foyer-Remodel', displayName: 'Foyer', blogTag: 'foyer' },
  { slug: 'Guest-House-Kitchen-Remodel', displayName: 'Guest House Kitchen', blogTag: 'kitchen' },
  { slug: 'Indoor-Swimming-Pool-Remodel', displayName: 'Indoor Swimming Pool', blogTag: 'pool' },
  { slug: 'Roofing-Cost-Estimator', displayName: 'Roofing', blogTag: 'roofing' },
  { slug: 'Hallway-Remodel', displayName: 'Hallway', blogTag: 'hallway' },
  { slug: 'Basement-Remodel-Cost', displayName: 'Basement', blogTag: 'basement' },
  { slug: 'Home-Gym-Cost', displayName: 'Home Gym', blogTag: 'home-gym' },
  { slug: 'Room-Addition-Cost-Calculator', displayName: 'Room Addition', blogTag: 'room-addition' },
  { slug: 'Installing-Deck', displayName: 'Deck', blogTag: 'deck' },
  { slug: 'Window-Replacement', displayName: 'Window Replacement', blogTag: 'windows' },
  { slug: 'Window-Installation-Cost', displayName: 'Window Installation', blogTag: 'windows', installation: true },
  { slug: 'Entry-Door-Installation', displayName: 'Entry Door', blogTag: 'doors' },
  { slug: 'Remove-Popcorn-Ceiling', displayName: 'Popcorn Ceiling Removal', blogTag: 'ceiling' },
  { slug: 'Install-Recessed-Lighting', displayName: 'Recessed Lighting', blogTag: 'lighting' },
  { slug: 'Electrical-Panel-Upgrade', displayName: 'Electrical Panel Upgrade', blogTag: 'electrical' },
  { slug: 'Furnace-Replacement', displayName: 'Furnace Replacement', blogTag: 'heating' },
  { slug: 'Repipe-House-Water-Supply-Lines', displayName: 'Repipe Water Supply Lines', blogTag: 'plumbing' },
  { slug: 'Hot-Water-Heater-Replacement', displayName: 'Water Heater Replacement', blogTag: 'plumbing' },
  { slug: 'Garage-Door-Replacement', displayName: 'Garage Door Replacement', blogTag: 'garage' },
  { slug: 'Garage-Door-Installation', displayName: 'Garage Door Installation', blogTag: 'garage', installation: true },
  { slug: 'Appliances', displayName: 'Appliances', blogTag: 'kitchen' },
  { slug: 'Tile-Backsplash', displayName: 'Tile Backsplash', blogTag: 'kitchen' },
  { slug: 'Air-Conditioning-Installation', displayName: 'Air Conditioning Installation', blogTag: 'cooling' },
  { slug: 'Air-Conditioning-Replacement', displayName: 'Air Conditioning Replacement', blogTag: 'cooling' },
  { slug: 'Cabinets', displayName: 'Cabinets', blogTag: 'kitchen' },
  { slug: 'Countertops', displayName: 'Countertops', blogTag: 'kitchen' },
  { slug: 'Exterior-Painting', displayName: 'Exterior Painting', blogTag: 'painting' },
  { slug: 'Interior-Painting', displayName: 'Interior Painting', blogTag: 'painting' },
  { slug: 'Flooring-Replacement', displayName: 'Flooring Replacement', blogTag: 'flooring' },
  { slug: 'Flooring-Installation', displayName: 'Flooring Installation', blogTag: 'flooring', installation: true },
  { slug: 'Exterior-Door-Replacement-Cost', displayName: 'Exterior Door Replacement', blogTag: 'doors' },
  { slug: 'Exterior-Door-Installation-Cost', displayName: 'Exterior Door Installation', blogTag: 'doors', installation: true },
  { slug: 'Interior-Door-Replacement', displayName: 'Interior Door Replacement', blogTag: 'doors' },
  { slug: 'Interior-Door-Installation', displayName: 'Interior Door Installation', blogTag: 'doors', installation: true },
  { slug: 'Door-Refinishing', displayName: 'Door Refinishing', blogTag: 'doors' },
];
