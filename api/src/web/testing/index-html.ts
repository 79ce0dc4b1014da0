/** A web build's index.html as Vite writes it: the server replaces the title, adds the page's head and fills #root. */
export const BUILT_INDEX_HTML = [
  '<!doctype html>',
  '<html lang="en">',
  '  <head>',
  '    <meta charset="UTF-8" />',
  '    <title>Guanacaste Pros</title>',
  '    <script type="module" crossorigin src="/assets/index-abc123.js"></script>',
  '    <link rel="stylesheet" crossorigin href="/assets/index-abc123.css">',
  '  </head>',
  '  <body>',
  '    <div id="root"></div>',
  '  </body>',
  '</html>',
].join('\n');

/** The stylesheet that index.html links, as the build writes it. */
export const BUILT_STYLESHEET = { 'assets/index-abc123.css': '@layer mantine{.m_1{color:#1f6cc2}}.site-main{flex:1}' };
