import type { RulesSection } from '../types.js';

/** The rules of Henhouse as the program prints them, in reading order, with house rulings marked. */
export const HENHOUSE_RULES: readonly RulesSection[] = [
  {
    topic: 'setup',
    title: 'Setup and aim',
    paragraphs: [
      {
        text: 'Three to five players try to get rid of their cards quickly over four rounds. Points are bad: the lowest total after the fourth round wins.',
      },
      {
        text: 'The deck has four suits — brown chickens (BC), white chickens (WC), brown eggs (BE) and white eggs (WE) — ranked 1 to 9. Each suit has one 1, one 9 and two of every rank from 2 to 8: 64 cards.',
      },
      {
        text: 'With 4 players everyone gets 15 cards, with 5 players 12. With 3 players the 9s, the 8s and one 7 of each suit are set aside first, and everyone gets 15 cards. Cards not dealt stay face down, unseen, for the round.',
      },
      { text: 'Six vermin lie face up in the middle: two skunks, two foxes and two snakes.' },
    ],
  },
  {
    topic: 'wilds',
    title: 'Wild cards',
    paragraphs: [
      {
        text: 'Everyone also holds a wild chicken (*C) and a wild egg (*E), face up for all to see. They count as cards in your hand: you are out only when your dealt cards and both wilds are gone.',
      },
      {
        text: 'When you play a wild, you choose its colour and rank: *C=WC5 is the wild chicken played as a white chicken 5. It may go into any combination, a single included, and both wilds may go into the same one.',
      },
      { text: 'A wild keeps its trait: the wild chicken always plays as a chicken, the wild egg as an egg.', ruling: 'HH 2' },
      { text: 'A wild ranks 1 to 9, or 1 to 7 in the ordinary 3-player game.' },
      {
        text: 'A wild may copy any card of that trait, even one already in play or one the deck holds only once (a second WC9, a third BE5).',
        ruling: 'ours',
      },
    ],
  },
  {
    topic: 'combinations',
    title: 'Combinations',
    paragraphs: [
      {
        text: 'A single is one card. A set is 2, 3 or 4 cards of one rank (6-6, 2-2-2). A run is 2, 3 or 4 cards of consecutive ranks (2-3, 7-8-9); runs do not wrap round from 9 to 1.',
      },
      { text: 'A Henhouse is exactly four cards made of two pairs of consecutive ranks, such as 5-5-6-6.' },
      { text: 'A run or a Henhouse is as high as its highest card; a set or single is as high as its rank.', ruling: 'HH 4' },
      { text: 'A combination is suited when every card has the same suit (colour and trait).' },
      { text: 'A single is never called suited.', ruling: 'HH 3' },
    ],
  },
  {
    topic: 'golden-rule',
    title: 'The Golden Rule',
    paragraphs: [
      {
        text: 'Every set, run and Henhouse must have all its cards of one colour (all brown or all white) or of one trait (all chickens or all eggs). So brown chickens never go with white eggs, and white chickens never go with brown eggs. A wild counts as the card it stands for.',
      },
    ],
  },
  {
    topic: 'turn',
    title: 'Tricks and turns',
    paragraphs: [
      {
        text: 'The leader of a trick must play any combination. Play then goes clockwise. On your turn you may beat the combination on the pile, play a Henhouse, take a vermin and play, or pass.',
      },
      {
        text: 'To beat a combination, play the same type with the same number of cards and a higher rank. At equal rank a suited set or run beats an unsuited one.',
      },
      { text: 'A single only beats a lower single: suits never matter for singles.', ruling: 'HH 3' },
      {
        text: 'A Henhouse beats any combination that is not a Henhouse. A Henhouse is beaten only by a higher Henhouse, or by a suited one of the same rank over an unsuited one.',
      },
      { text: 'Passing does not shut you out: you may play again later in the same trick.' },
      { text: 'Players who are out are skipped.', ruling: 'HH 6' },
      {
        text: "When everyone still in has passed in a row after a play, the trick ends: the pile is cleared and the trick's winner leads the next. If the winner is already out, the next player clockwise who is still in leads.",
      },
      {
        text: 'The trick goes to the player whose play lies on top of the pile, even when that play was a lower one made with the skunk.',
        ruling: 'HH 9',
      },
      {
        text: "A play made stays made. Only in a teaching game (play --teach) may you take back your last move (u), with the bots' moves after it, down to the start of the round; such a game counts for no best score.",
        ruling: 'ours',
      },
    ],
  },
  {
    topic: 'vermin',
    title: 'Vermin',
    paragraphs: [
      {
        text: 'Once per turn, before you play, you may take one vermin still on the table and keep it in front of you until the round ends; each one costs a point unless you go out first. Vermin are never used on a single or a Henhouse.',
      },
      { text: 'Vermin cannot be used when leading a trick: there is no combination on the pile to bend.', ruling: 'HH 5' },
      { text: 'Skunk: play a combination of the same type and size that is lower than the one on the pile.' },
      { text: 'For the skunk, an unsuited set or run counts as lower than a suited one of the same rank, as suited ranks over unsuited.' },
      {
        text: 'Fox: take one chicken out of the combination on the pile; Snake: take one egg. From a run only a card at either end may go. You then beat what is left: the same type, one card fewer, higher (or equal and suited over unsuited).',
      },
      {
        text: 'The fox and the snake work only on a set or run of three or four cards, and a wild on the pile counts as its trait.',
        ruling: 'HH 5',
      },
      {
        text: 'A play made with a vermin must be of the same type as the combination on the pile, so a Henhouse is never played with a vermin — it needs none. From a set, the fox or snake may take any card of its trait.',
        ruling: 'ours',
      },
    ],
  },
  {
    topic: 'round',
    title: 'End of a round',
    paragraphs: [
      {
        text: 'The round ends when all players but one are out. Vermin return to the table, wilds to their owners, and the cards are shuffled and dealt again.',
      },
      {
        text: 'It ends the moment the second-last player goes out, even in the middle of a trick: the trick is not played to its end.',
        ruling: 'HH 7',
      },
      { text: 'Every later round is led by the player with the most points in total.' },
      {
        text: 'Round 1 starts with a seat drawn at random (the table cannot ask who last ate an egg). If several share the most points, the one who placed worse in the round just played leads.',
        ruling: 'HH 8',
      },
    ],
  },
  {
    topic: 'scoring',
    title: 'Scoring',
    paragraphs: [
      {
        text: 'The first player out scores 0, whatever vermin they took. Every other player scores 1 point per vermin in front of them plus points for their place; the last player also scores 1 point per card still held, unused wilds included.',
      },
      {
        text: 'Place points: with 3 players, 2nd 2 and 3rd 2; with 4 players, 2nd 2, 3rd 4, 4th 4; with 5 players, 2nd 2, 3rd 4, 4th 6, 5th 6.',
      },
      {
        text: 'Example with 4 players: the first out took a fox and scores 0; the second out took nothing and scores 2; the third out took a snake and a skunk and scores 4 + 2 = 6; the last holds 3 cards and scores 4 + 3 = 7.',
      },
    ],
  },
  {
    topic: 'end',
    title: 'End of the game',
    paragraphs: [{ text: 'After four rounds the lowest total wins. Players tied for the lowest total share the win.' }],
  },
  {
    topic: 'variant',
    title: 'Big hands for 3 players',
    paragraphs: [
      { text: 'With --big-hands, three players use the whole 64-card deck and get 20 cards each; 4 cards stay out.' },
      { text: 'Wilds then go up to 9. Everything else, scoring included, is as in the 3-player game.', ruling: 'HH 1' },
    ],
  },
  {
    topic: 'bots',
    title: 'The bots',
    paragraphs: [
      {
        text: 'Easy plays like a beginner: most turns it plays or passes without weighing its hand, so it breaks up its sets and runs, and spends its wilds and vermin where they do little.',
      },
      {
        text: 'Normal plays sound habits: it gets rid of its cheapest cards first, keeps its combinations whole and its wilds for when they count, and passes rather than waste a strong play.',
      },
      {
        text: 'Hard thinks ahead: before each move it plays the coming turns out many times, over deals of the unseen cards that fit what it has seen, and keeps the normal move unless another does clearly better. Like every bot it sees only its own hand.',
      },
    ],
  },
];
