import { ChatbotTest } from '#src/tools/ChatbotTest/ChatbotTest.tsx';
import { ToolsLayout } from '#src/tools/ToolsLayout/ToolsLayout.tsx';
import { toolsContext } from '#src/server/auth/tools.ts';

/** Test page for the municipal chatbot: a place for the widget, no third-party script. */
export default async function ChatbotTestPage() {
  return (
    <>
      {import.meta.viteRsc.loadCss()}
      <ToolsLayout route="/__limbo/chatbot-test" user={toolsContext().user}>
        <ChatbotTest />
      </ToolsLayout>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
