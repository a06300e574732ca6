// A blank app's first use of the published package, as its README shows: the texts provider,
// the stylesheet, one content block and one modal.
import { contentHeadBlock, createBlockContext, ErrorMessageModal, UiI18nProvider } from '@salon/ui';
import '@salon/ui/styles.css';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

const ContentHead = contentHeadBlock.render;
// Outside the component: block contexts, like i18n instances, are built once, not per render.
const context = createBlockContext({ now: '2026-01-15T10:00:00Z' });

function App() {
  const [errorOpen, setErrorOpen] = useState(true);
  return (
    <UiI18nProvider language="en">
      <main>
        <ContentHead
          uuid="consumer-head"
          props={{ ...contentHeadBlock.defaults, title: 'Spring hair care', intro: 'Rendered from the packed package.' }}
          context={context}
          slots={{}}
        />
        <ErrorMessageModal open={errorOpen} onClose={() => setErrorOpen(false)} message="The consumer app opened this modal." />
      </main>
    </UiI18nProvider>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
