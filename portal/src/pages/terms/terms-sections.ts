/** The 16 sections of the terms, in the order spec section 2 gives. */
export const TERMS_SECTIONS: { title: string; text: string }[] = [
  {
    title: 'No Financial Advice',
    text: 'SignalDesk publishes algorithmic trading signals and economic-calendar information for education and information only. Nothing on the service is investment, financial, legal or tax advice, or a recommendation to buy or sell any instrument. Decide for yourself, and consult a licensed adviser where you need one.',
  },
  {
    title: 'Past Performance',
    text: 'Any track record, win rate or accuracy figure we show is measured on past signals. Past performance is not a reliable indicator of future results; markets change and a model that worked before may not work again.',
  },
  {
    title: 'No Guarantee of Profit',
    text: 'Trading foreign exchange, metals, indices and cryptocurrencies, especially with leverage, carries a high risk of loss and can lose you more than your deposit. We do not promise or guarantee any profit or any limit on losses.',
  },
  {
    title: 'AI-Generated Signals',
    text: 'Signals are produced automatically by statistical models from market data and news. They can be wrong, late or missing, for example when data feeds fail or markets gap. Entry, stop loss and take profit levels are suggestions that you must check before placing any order.',
  },
  {
    title: 'Third-Party Platforms',
    text: 'MetaTrader, brokers, payment processors and data providers are run by third parties. We are not responsible for their availability, execution quality, fees or conduct. Linking a MetaTrader account ID does not give us access to your funds.',
  },
  {
    title: 'Limitation of Liability',
    text: 'To the extent the law allows, we are not liable for trading losses, lost profits or indirect damages arising from your use of the service. Our total liability for any claim is capped at the amount you paid us in the 12 months before the event giving rise to it.',
  },
  {
    title: 'User Responsibilities',
    text: 'You must be at least 18 years old and allowed to trade under the laws that apply to you. You are responsible for your trading decisions, for keeping your login details secret, and for the accuracy of the information you give us.',
  },
  {
    title: 'No Warranties',
    text: 'The service is provided "as is" and "as available", without warranties of any kind, express or implied, including fitness for a particular purpose, accuracy or uninterrupted operation.',
  },
  {
    title: 'Regulatory Notice',
    text: 'SignalDesk is not a broker, investment firm or financial adviser and is not regulated by any financial authority. The service may not be available or legal in every country; you are responsible for checking that you may use it where you live.',
  },
  {
    title: 'Privacy',
    text: 'We process your email address, phone number, names, linked MetaTrader IDs and payment records to provide the service, and do not sell them. Payment details are handled by our cryptocurrency payment processor. Under Account Settings you can download all your data as one JSON file at any time, and delete your account: your personal data is then erased at once, and payment records are kept only as long as accounting law requires, without your name or contact details.',
  },
  {
    title: 'Subscriptions and Refunds',
    text: 'Subscriptions are paid in advance in cryptocurrency for a monthly or yearly period and are non-refundable. You may cancel at any time; you keep access until the end of the period you have paid for, and no further charge is made.',
  },
  {
    title: 'Modifications',
    text: 'We may change these terms or the service. Material changes are announced on the site or by email before they take effect; continuing to use the service afterwards means you accept them.',
  },
  {
    title: 'Termination',
    text: 'We may suspend or close accounts that break these terms, abuse the service or resell signals without permission. You may close your account at any time by contacting support.',
  },
  {
    title: 'Governing Law and Arbitration',
    text: 'These terms are governed by the laws of the Republic of Estonia. Disputes are settled by binding arbitration seated in Tallinn, Estonia, except where the law of your country gives you a right to go to court that cannot be waived.',
  },
  {
    title: 'Severability',
    text: 'If any part of these terms is found invalid or unenforceable, the rest remains in force, and the invalid part is replaced by the valid provision closest to its intent.',
  },
  {
    title: 'Contact',
    text: 'Questions about these terms, your subscription or your data: write to our support team at the address in the footer of every page.',
  },
];
