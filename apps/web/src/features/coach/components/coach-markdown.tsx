import Markdown from 'react-markdown';

/**
 * A coach reply as markdown: raw HTML in the text is dropped (`skipHtml`), links keep only safe
 * protocols (react-markdown's default URL check) and open outside the app.
 */
export function CoachMarkdown({ text }: { text: string }) {
  return (
    <div className="coach-markdown">
      <Markdown
        skipHtml
        components={{
          a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" />,
          img: () => null,
        }}
      >
        {text}
      </Markdown>
    </div>
  );
}
