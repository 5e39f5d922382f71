import type { RulesSection } from '../types.js';

/** The rules of A Clutch of Chickens as `big-chicken rules clutch` prints them, in reading order. */
export const CLUTCH_RULES: readonly RulesSection[] = [
  {
    topic: 'setup',
    title: 'Setting up',
    paragraphs: [
      {
        text: 'A solo game with an ordinary 52-card deck, no jokers. Your flock starts at 100 chickens; the aim is to reach 1000 chickens and have a SPADES event find them there.',
      },
      {
        text: 'The shuffled deck is split: 12 cards form your draw deck and the other 40 wait face down in the aside pile. Neither pile may be looked through; the screen shows only how many cards each holds.',
      },
      {
        text: 'Every card you discard was seen face up, so the discard pile is open information: the table lists it, low to high, wherever the window leaves room for it (its count always shows, and d lists it on the message line at any size), and line mode lists it with the rest of the table.',
        ruling: 'ours',
      },
    ],
  },
  {
    topic: 'spread',
    title: 'The spread',
    paragraphs: [
      {
        text: 'Each turn three cards are dealt face up into the spread. You keep one of them (or sacrifice a court card instead) and the other cards of the spread go to the discard pile. Then the card you kept does its work, and the next spread is dealt.',
      },
      { text: 'The spread is laid out from low to high: A (worth 1), 2 … 10, J, Q, K.' },
      { text: 'Cards are drawn one at a time, and the spread is kept in that order whatever joins it.', ruling: 'CL 1' },
      {
        text: 'Cards of equal rank are laid out Clubs, Diamonds, Hearts, Spades; the order matters for nothing but the picture.',
        ruling: 'ours',
      },
    ],
  },
  {
    topic: 'costs',
    title: 'What a card costs',
    paragraphs: [
      {
        text: 'A number card that is the smallest number card in the spread costs its face value in chickens (an Ace costs 1). When several number cards tie for smallest, each of them counts as smallest.',
      },
      { text: 'Any other number card costs ten times its face value: a 7 that is not the smallest costs 70.' },
      { text: 'A Jack, Queen or King costs 1 chicken and joins your chicken court.' },
      {
        text: 'Any choice that would leave you with 0 chickens or fewer loses the game on the spot, before the card does anything, even if its event would have refilled the flock. The screen warns you and asks before you make such a choice.',
        ruling: 'CL 4',
      },
    ],
  },
  {
    topic: 'sacrifice',
    title: 'Sacrificing a court card',
    paragraphs: [
      {
        text: 'Instead of paying for a card you may sacrifice one member of your court. It goes to the crypt, and you take a card of its suit from the spread for nothing.',
      },
      {
        text: 'If the spread holds a card of that suit you must take one (your pick when there are several). If none matches, the whole spread is discarded and nothing is taken.',
        ruling: 'CL 5',
      },
      {
        text: 'A number card taken this way acts exactly as if you had paid for it: it fires an event or becomes your previous card.',
        ruling: 'CL 6',
      },
      { text: 'A Jack, Queen or King taken this way joins your court, free.', ruling: 'ours' },
    ],
  },
  {
    topic: 'events',
    title: 'Number cards and the suit events',
    paragraphs: [
      {
        text: "The last number card you took stays beside the spread as your previous card. When you take a number card of the same suit, both go to the discard pile and that suit's event happens. Otherwise the old previous card is discarded and the new one takes its place.",
      },
      {
        text: 'The pair is discarded before the event runs, together with the rest of the spread; a DIAMONDS reshuffle therefore shuffles them back in.',
        ruling: 'ours',
      },
      { text: 'CLUBS: gain 250 chickens for every King in your court, or 100 if you hold no King.' },
      { text: 'DIAMONDS: gain 100 chickens for every Queen in your court, then RESHUFFLE free of consequences.' },
      { text: 'HEARTS: your flock doubles. If it now numbers 1000 or more, it rises up and you lose your court (see jacks).' },
      {
        text: 'SPADES: gain 100 chickens for every Queen in your court. With 1000 or more you win. With fewer you lose, unless you sacrifice one Jack from your court.',
      },
      {
        text: 'A Jack sacrificed after a failed SPADES event saves the game outright: play simply goes on with the next spread.',
        ruling: 'CL 7',
      },
    ],
  },
  {
    topic: 'reshuffle',
    title: 'The RESHUFFLE',
    paragraphs: [
      {
        text: 'A RESHUFFLE happens when a card must be drawn and the deck is empty (this one comes with consequences), and after every DIAMONDS event (this one is free).',
        ruling: 'CL 2',
      },
      {
        text: 'It runs in this order. First take 10 cards from the aside pile; if fewer than 10 are left you lose, unless you sacrifice a Jack, and then you take whatever is left. Next, for a RESHUFFLE with consequences only, your flock is halved, rounding up, and you lose your court. Last, the discard pile and the cards taken from aside are shuffled into the deck.',
        ruling: 'CL 3',
      },
      {
        text: 'Cards still in the deck (after a DIAMONDS event) are shuffled in as well; cards already dealt to a spread stay there.',
        ruling: 'ours',
      },
    ],
  },
  {
    topic: 'court',
    title: 'The chicken court and the crypt',
    paragraphs: [
      {
        text: 'Kings strengthen CLUBS, Queens add to DIAMONDS and SPADES, Jacks protect the others and can pull you back from a loss, and every member can be sacrificed for a free card.',
      },
      {
        text: 'A court card that is lost or sacrificed goes to the crypt, out of the game for good; it never returns to the discard pile.',
      },
    ],
  },
  {
    topic: 'jacks',
    title: 'Jacks',
    paragraphs: [
      { text: 'When your court is lost, every Jack goes to the crypt and each one keeps one Queen or King of your choice in the court.' },
      {
        text: 'Your Jacks always save as many Queens and Kings as they can; you choose which ones only when there are more than your Jacks can keep. Jacks beyond the number of Queens and Kings save nothing.',
        ruling: 'ours',
      },
      {
        text: 'When a failed SPADES event or a short aside pile would end the game and you hold a Jack, you are asked whether to sacrifice one (and which). You may decline and accept the loss.',
        ruling: 'ours',
      },
    ],
  },
  {
    topic: 'win',
    title: 'Winning',
    paragraphs: [{ text: "You win only through a SPADES event that finds you with 1000 chickens or more, counting the Queens' bonus." }],
  },
  {
    topic: 'lose',
    title: 'Losing',
    paragraphs: [
      {
        text: 'You lose when a choice brings your flock to 0 or below, when a SPADES event finds fewer than 1000 chickens, or when a RESHUFFLE finds fewer than 10 cards aside, unless a Jack is sacrificed in the last two cases.',
      },
      {
        text: 'The final score is the number of chickens when the game ends; a flock wiped out by a choice ends at 0, never below.',
        ruling: 'ours',
      },
      {
        text: 'A choice made stays made. Only in a teaching game (play --teach) may you take back your last choices (u), one at a time, back to the first; such a game counts for no best score.',
        ruling: 'ours',
      },
    ],
  },
];
