/** The /sell page's copy: benefit cards and the advantages the spec lists. */
export const SELL_BENEFITS = [
  {
    title: 'Maximum Exposure',
    text: 'Your boat is listed on our site and presented to our network of buyers across The Bahamas, the US and the Caribbean.',
  },
  {
    title: 'Expert Valuation',
    text: 'We price from recent sales and local demand, so your boat is competitive from day one.',
  },
  {
    title: 'Hassle-Free Process',
    text: 'From listing to closing, our brokers handle the viewings, negotiations and paperwork for you.',
  },
] as const;

export const SELL_ADVANTAGES = [
  'No upfront fees: you pay only when your boat sells',
  'Professional photography of your boat',
  'Complete documentation handling',
  'Pre-screened, qualified buyers',
  'Surveys and sea trials arranged for you',
  'Legal and financial coordination through closing',
  'Post-sale support for you and the new owner',
] as const;
