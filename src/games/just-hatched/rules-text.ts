import type { RulesSection } from '../types.js';

/**
 * The rules of Just Hatched in this program's words, sections in reading order. Paragraphs that
 * come from the project's rulings carry `ruling: 'JH n'`; points this program decided where the
 * rulings are silent carry `ruling: 'ours'`.
 */
export const JH_RULES: readonly RulesSection[] = [
  {
    topic: 'goal',
    title: 'Goal',
    paragraphs: [
      {
        text: 'A game is 5 Rounds. In each Round everybody tries to get rid of their hand first; the cards you are left holding count against you. Lowest total after 5 Rounds wins: that player is the Golden Egg.',
      },
      {
        text: 'A Round is made of Runs. In a Run, players take turns laying a card or a set of cards (a Lay) that must top the previous one, or Cluck (pass).',
      },
    ],
  },
  {
    topic: 'setup',
    title: 'Deck and deal',
    paragraphs: [
      {
        text: 'All four suits are used, from lowest to highest: blue (B), green (G), yellow (Y), orange (O). Every Egg in the deck is there twice (two B7s, two G7s…). All five Chickens are always in, and three Ducks (only one with 3 players).',
      },
      {
        text: 'Low Eggs are left out so that the deck deals exactly 10 cards to everyone: 3 players use Eggs 8–10 (30 cards); 4 players Eggs 7–10 (40); 5 players Eggs 6–10 plus both orange 5s (50); 6 players Eggs 5–10 plus both yellow and both orange 4s (60).',
        ruling: 'JH 1',
      },
      {
        text: 'The deck is shuffled and dealt out completely. In the first Round the player holding Big Red shows it to everyone and leads the first Run. Play starts Cluckwise (seat numbers going up).',
      },
    ],
  },
  {
    topic: 'lays',
    title: 'Lays and the pecking order',
    paragraphs: [
      {
        text: 'A Lay is a Single card, a Two-of-a-Kind (two cards of one number), a Three-of-a-Kind (three of one number) or a Coop (four or five of one number). Chickens make Two-, Three-of-a-Kinds and Coops among themselves, never with Eggs.',
      },
      {
        text: 'Card order: the number decides first, then the suit (B < G < Y < O), so O7 is below B8. Every Chicken is above every Egg, and the Chickens go BC < GC < YC < OC < RC (Big Red).',
      },
      {
        text: 'Whoever leads a Run picks the kind of Lay; everyone after must answer with the same kind, strictly higher: the same card or the same set does not beat it.',
      },
      {
        text: 'To compare two Lays of one kind, read each from its highest card down and compare card by card: the first difference decides. A Lay equal to the one in the centre does not beat it (the deck holds two of every Egg).',
        ruling: 'JH 3',
      },
      { text: 'No kind beats another kind, except Coops and Big Red (see coops).' },
      {
        text: 'Notation: an Egg is suit + number (B7, G10), a Chicken BC GC YC OC, Big Red RC, a Duck D, and a laid Duck says what it stands for: D=O7. Input is case-insensitive; separate cards with spaces or commas.',
      },
    ],
  },
  {
    topic: 'turn',
    title: 'Turns, Clucking and winning a Run',
    paragraphs: [
      {
        text: 'On your turn lay something higher, or Cluck. You may Cluck even when you could lay, and you may still lay later in the same Run.',
      },
      { text: "The player leading a Run cannot Cluck: a Cluck passes on someone else's Lay, and a Run needs a first Lay.", ruling: 'JH 6' },
      {
        text: 'Seats are numbered clockwise and you are seat 0. Cluckwise the turn goes to the next seat number, Counter-Cluckwise to the previous one. A skip means the next player in the current direction misses this turn.',
        ruling: 'JH 6',
      },
      {
        text: 'When the turn comes back round to the player who made the last Lay with nobody laying since, that player wins the Run: the centre is cleared face down onto the discard pile and they lead the next Run with any kind of Lay.',
        ruling: 'JH 6',
      },
      { text: 'The Round ends at once when a player lays their last card (going out).' },
      {
        text: 'The table always plays the optional "declare the Lay" and "a card laid is a card played" rules: every Lay is announced in words in the log, and a Lay cannot be taken back. Flips and skips are applied for you, so none is ever forgotten.',
        ruling: 'ours',
      },
      {
        text: 'In the first or second Round of a teaching game (play --teach) a card laid may be picked up again. From Round 3 on a card laid is a card played.',
      },
      {
        text: 'At a teaching table, u takes back your last move together with whatever the bots did after it, and may be pressed again down to the start of the Round. A game with take-backs counts for no best score.',
        ruling: 'ours',
      },
      {
        text: 'The optional taunting of slow players is for experienced players only: with play --taunt the bots make chicken noises at you when your turn takes too long, and never in a teaching game.',
      },
    ],
  },
  {
    topic: 'chickens',
    title: 'Chickens and Big Red',
    paragraphs: [
      {
        text: 'Chickens are the top cards. They are not numbers and not wild. They can be laid as a Single, or together as a Two-of-a-Kind, Three-of-a-Kind or Coop of Chickens, but never with an Egg or a Duck.',
      },
      {
        text: 'Big Red (RC) is the highest card. Laid alone he beats any Coop, and nothing beats him laid alone, so he always wins his Run. Inside a set he is just the top Chicken.',
      },
    ],
  },
  {
    topic: 'ducks',
    title: 'Ducks',
    paragraphs: [
      {
        text: 'A Duck is wild: when you lay it you name the Egg it stands for, in any suit. At most one Duck per Lay; a Duck never stands for a Chicken, never joins a Chicken and never goes in a Coop.',
      },
      { text: 'A Duck may stand for any number 1 to 10, even an Egg this deck leaves out.', ruling: 'JH 5' },
      { text: 'Every Lay holding a Duck flips the direction of play (3 to 6 players).' },
      {
        text: 'In the hand, a Duck ranks below the Chickens and above the Eggs when "best card" or "highest card" matters (the Good Egg\'s gift, the 2-player starting player, a Bad Egg tie). Drawn for a Golden Egg tie, a Duck always loses.',
        ruling: 'JH 2',
      },
    ],
  },
  {
    topic: 'coops',
    title: 'Coops',
    paragraphs: [
      { text: 'A Coop is 4 cards (Little Coop) or 5 cards (Big Coop) of one number, or 4–5 Chickens. It can never hold a Duck.' },
      {
        text: 'A Coop can be laid on any Lay of any kind except Big Red alone, and beats it; only a higher Coop or Big Red alone beats a Coop.',
      },
      {
        text: 'Which Coop is higher: a Big Coop beats any Little Coop; at equal size a Coop of Chickens beats a Coop of Eggs, then the higher number wins, then the card-by-card comparison.',
        ruling: 'JH 4',
      },
      {
        text: 'When you lay a Coop (3 to 6 players) you choose: flip the direction of play, or skip the next player. One or the other, never both.',
      },
      {
        text: "A Duck's flip and a Coop's flip or skip happen also when that Lay is your last card: a flip then carries into the next Round with the direction, and a skip skips nobody, as the Round is over.",
        ruling: 'JH 6',
      },
    ],
  },
  {
    topic: 'last-egg',
    title: 'Last Egg',
    paragraphs: [
      {
        text: 'When you are down to one card you must say "Last Egg" (once is enough). If you have not said it, any other player may catch you; a catch shuffles the discard pile and deals you 2 cards from it.',
      },
      {
        text: 'The chance to catch you lasts until the next player acts. The discard pile is the cleared Runs, not the Lay in the centre; if it holds fewer than 2 cards you get what there is. A declaration lapses when your hand grows past one card.',
        ruling: 'JH 7',
      },
      {
        text: 'The player left with one card speaks first: their "Last Egg" is heard before anyone\'s catch, and you may say it together with the Lay that leaves you one card. No bot catches a person sooner than a person could react. Bots say and catch Last Eggs with a skill that grows with their level.',
        ruling: 'JH 7',
      },
      {
        text: 'Once the next player has acted you can no longer be caught for that Last Egg, and you may still say it late. A catch that finds the discard pile empty still ends the chance to catch; you keep your single card and may then say "Last Egg".',
        ruling: 'ours',
      },
    ],
  },
  {
    topic: 'round',
    title: 'End of a Round',
    paragraphs: [
      {
        text: 'The Round ends when a player goes out. That player is the Good Egg. The player with the most points this Round is the Bad Egg.',
      },
      {
        text: 'A tie for Bad Egg goes to the tied player who scored more in the previous Round, then the Round before, and so on; if that settles nothing (or in Round 1), to the tied player holding the highest card.',
        ruling: 'JH 9',
      },
      {
        text: 'If the highest cards are equal, the next highest are compared, and so on; if the hands are equal throughout, the tied player sitting first clockwise after the Good Egg is the Bad Egg.',
        ruling: 'ours',
      },
    ],
  },
  {
    topic: 'scoring',
    title: 'Scoring',
    paragraphs: [
      {
        text: 'Each player scores the cards left in their hand, multiplied: 1–4 cards ×1, 5–7 cards ×2, 8–9 cards ×3, 10 or more ×4. Penalty points, if any rule adds them, come after the multiplier and are never multiplied.',
        ruling: 'JH 8',
      },
      { text: 'For example 6 cards left score 6 × 2 = 12 points, 10 cards score 10 × 4 = 40.' },
    ],
  },
  {
    topic: 'exchange',
    title: 'The next Round and the exchange',
    paragraphs: [
      {
        text: 'With 3 to 6 players, every Round the whole deck is reshuffled and dealt again, 10 cards each. With 2 players each gets 16: in both hands (the default) Rounds 2 and 4 are dealt the 32 cards left over from the Round before, and Rounds 1, 3 and 5 reshuffle everything; in one and dump every Round reshuffles all 64 cards.',
      },
      {
        text: 'From Round 2 (3 to 6 players) the Good Egg must give their own best card other than Big Red to the Bad Egg, face up. The Bad Egg then gives the Good Egg any card they like, face up, except the card just received. Everybody sees both cards.',
      },
      {
        text: "The Good Egg's best card is the highest in the order for best cards: a Chicken if they hold one (Big Red aside), else a Duck, else their highest Egg.",
        ruling: 'JH 10',
      },
      {
        text: 'The deck holds two of some Eggs: the Bad Egg may not give back a card identical to the one just received either, since it would undo the exchange.',
        ruling: 'ours',
      },
      { text: 'The Good Egg leads the first Run of the new Round, and play keeps the direction it had at the end of the last Round.' },
    ],
  },
  {
    topic: 'end',
    title: 'End of the game',
    paragraphs: [
      {
        text: 'After 5 Rounds the lowest total is the Golden Egg and wins. The highest total is the Rotten Egg; tied players share that title.',
      },
      {
        text: "A tie for Golden Egg is settled by a draw: the game's whole deck is shuffled and the tied players each draw a card in turn, starting from the last Good Egg and going clockwise. Highest card wins (Eggs by number then suit, then Chickens; a Duck always loses).",
      },
      { text: 'Players still tied draw again from the rest of the deck, until one remains.', ruling: 'JH 11' },
      {
        text: 'If the last Good Egg is not among the tied players, the draw starts with the first tied player clockwise after them; should the deck run out, it is shuffled again.',
        ruling: 'ours',
      },
    ],
  },
  {
    topic: 'two-player',
    title: 'Two players',
    paragraphs: [
      {
        text: 'The 2-player deck: blue, green and yellow Eggs 1 to 10, two of each, less both blue 1s and both green 1s, plus the five Chickens and the three Ducks: 64 cards. Each player gets 16 cards; 32 stay face down.',
        ruling: 'JH 12',
      },
      {
        text: 'Round 1 is led by the player holding the highest card (Chickens, then Ducks, then Eggs); after that the first player alternates every Round. Ducks and Coops neither flip nor skip, and there is no Good Egg / Bad Egg exchange. 5 Rounds, scored as usual.',
      },
      {
        text: 'Both hands (the default): the next Round is dealt from the 32 face-down cards, and after that everything is reshuffled, so Rounds 1, 3 and 5 are fresh deals and Rounds 2 and 4 play the cards left over. One and dump: every Round reshuffles all 64 cards.',
      },
      {
        text: "While the left-over hands are played, the previous Round's cards stay out of play; a Last Egg catch only takes from this Round's cleared Runs. If both players' highest cards are equal in Round 1, the next highest decide.",
        ruling: 'ours',
      },
    ],
  },
  {
    topic: 'bots',
    title: 'The bots',
    paragraphs: [
      {
        text: 'Easy plays like a beginner: most turns it lays whatever it can make without weighing its hand, so it splits its sets and spends Chickens, Ducks and Big Red early, and now and then it Clucks for no reason. As the Bad Egg it gives back any card, and it forgets half its Last Eggs.',
      },
      {
        text: 'Normal plays sound habits: it sheds its cheapest lay, keeps its sets whole and its strong cards for when they count, Clucks rather than waste a strong lay, and stops holding back once a rival is close to going out.',
      },
      {
        text: 'Hard thinks ahead, from sharper habits of its own: it spends Chickens sooner, sheds more cards at a time and answers more lays. Before each move it plays the rest of the round out many times, over deals of the unseen cards that fit what it has seen, trying its own later moves as well, and keeps its first choice unless another does clearly better. It never forgets a Last Egg nor misses a catch. Like every bot it sees only its own hand.',
      },
    ],
  },
];
