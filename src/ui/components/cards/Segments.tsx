import { Text } from '../../kit/text.js';
import type { Segment } from '../../look/faces.js';

type Props = {
  readonly segments: readonly Segment[];
};

const same = (a: Segment, b: Segment) => a.colour === b.colour && a.bold === b.bold && a.dim === b.dim && a.inverse === b.inverse;

/** One drawn row made of styled segments (neighbours in the same style are joined), never wrapped. */
export default function Segments({ segments }: Props) {
  const joined: Segment[] = [];
  for (const s of segments) {
    const last = joined[joined.length - 1];
    if (last && same(last, s)) joined[joined.length - 1] = { ...last, text: last.text + s.text };
    else joined.push(s);
  }
  return (
    <Text wrap="truncate">
      {joined.map((s, i) =>
        s.colour === undefined && !s.bold && !s.dim && !s.inverse ? (
          s.text
        ) : (
          <Text key={i} color={s.colour} bold={s.bold === true} dimColor={s.dim === true} inverse={s.inverse === true}>
            {s.text}
          </Text>
        ),
      )}
    </Text>
  );
}
