/** Words of "You and {name} today" (together.ts); {name} is the other person. */
import { templates } from "./template";

/** What a composite point stands for between two people. */
export const COMPOSITE_POINT: Record<"Sun" | "Moon" | "Mercury" | "Venus" | "Mars" | "Jupiter" | "Saturn", string> = {
  Sun: "the purpose the two of you share",
  Moon: "how safe you feel with each other",
  Mercury: "the way you talk things through",
  Venus: "the affection between you",
  Mars: "what you want and chase together",
  Jupiter: "the trust and generosity between you",
  Saturn: "the commitments that hold you together",
};

export const TOGETHER_LINES = templates(["name"], {
  strong: [
    "Whatever passes between you and {name} today is felt more than usual; make it something worth remembering.",
    "A day that concentrates on the two of you: start the conversation with {name} you have both been circling.",
    "{name} is likely to be on your mind; a short message now says more than a long one later.",
    "This is a day to do one thing together with {name}, however small, rather than talk about it.",
  ],
  easy: [
    "Things come easily between you and {name}: suggest the plan, make the call, share the joke.",
    "Goodwill runs both ways with {name} today, so a favour asked is a favour gladly done.",
    "A kind word to {name} lands softly and stays; today is good for saying it.",
    "Time with {name} restores you both; even twenty minutes counts.",
  ],
  tense: [
    "You and {name} may pull in different directions; name what you each need before deciding anything.",
    "Small frictions with {name} are about timing more than feeling, so let a disagreement wait until tomorrow.",
    "Give {name} a little more room than usual, and ask for the same.",
    "If a conversation with {name} heats up, slow it down; the point will still be there in an hour.",
  ],
} satisfies Record<"strong" | "easy" | "tense", readonly string[]>);

export const TOGETHER_QUIET = templates(["name"], [
  "No planet presses on the chart you share with {name} today: an ordinary day, which is its own kind of gift.",
  "The sky leaves you and {name} alone today; what you do together is up to you.",
  "A quiet sky for you and {name}: nothing to steer around, nothing to chase.",
] satisfies readonly string[]);
