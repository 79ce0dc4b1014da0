import './highlighted-label.css';
import { highlightMatches } from '@gp/shared';

/**
 * A label with the parts matching the search term marked (spec §5: from 3 characters, ignoring
 * case and accents). Rendered as text nodes, never as HTML.
 */
export function HighlightedLabel({ label, term }: { label: string; term: string }) {
  return (
    <span>
      {highlightMatches(label, term).map((segment, index) =>
        segment.match ? (
          <mark key={index} className="search-match">
            {segment.text}
          </mark>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </span>
  );
}
