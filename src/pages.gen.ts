// deno-fmt-ignore-file
// biome-ignore format: generated types do not need formatting
// prettier-ignore
import type { PathsForPages, GetConfigResponse } from 'waku/router';

// prettier-ignore
import type { getConfig as File_Page_getConfig } from './pages/[...page]';
// prettier-ignore
import type { getConfig as File_DemoKultunautBlockWide_getConfig } from './pages/__demo/kultunaut-block-wide';
// prettier-ignore
import type { getConfig as File_DemoKultunautBlockWithAside_getConfig } from './pages/__demo/kultunaut-block-with-aside';
// prettier-ignore
import type { getConfig as File_DemoKultunautFellowshipList_getConfig } from './pages/__demo/kultunaut-fellowship-list';
// prettier-ignore
import type { getConfig as File_DemoKultunautFellowshipPage_getConfig } from './pages/__demo/kultunaut-fellowship-page';
// prettier-ignore
import type { getConfig as File_DemoKultunautList_getConfig } from './pages/__demo/kultunaut-list';
// prettier-ignore
import type { getConfig as File_DemoKultunautPage_getConfig } from './pages/__demo/kultunaut-page';
// prettier-ignore
import type { getConfig as File_DemoMuniTest_getConfig } from './pages/__demo/muni-test';
// prettier-ignore
import type { getConfig as File_LimboChatbotTest_getConfig } from './pages/__limbo/chatbot-test';
// prettier-ignore
import type { getConfig as File_LimboCitiDocs_getConfig } from './pages/__limbo/citi-docs';
// prettier-ignore
import type { getConfig as File_LimboComponentsOverview_getConfig } from './pages/__limbo/components-overview';
// prettier-ignore
import type { getConfig as File_LimboConfigurationOverview_getConfig } from './pages/__limbo/configuration-overview';
// prettier-ignore
import type { getConfig as File_LimboIndex_getConfig } from './pages/__limbo/index';
// prettier-ignore
import type { getConfig as File_Login_getConfig } from './pages/__login';
// prettier-ignore
import type { getConfig as File_ToolsColorListPlayground_getConfig } from './pages/__tools/color-list-playground';
// prettier-ignore
import type { getConfig as File_ToolsFrontendDictionary_getConfig } from './pages/__tools/frontend-dictionary';
// prettier-ignore
import type { getConfig as File_ToolsThemePlayground_getConfig } from './pages/__tools/theme-playground';
// prettier-ignore
import type { getConfig as File_ToolsTypographyPlayground_getConfig } from './pages/__tools/typography-playground';
// prettier-ignore
import type { getConfig as File_Root_getConfig } from './pages/_root';
// prettier-ignore
import type { getConfig as File_ColorListPlayground_getConfig } from './pages/color-list-playground';
// prettier-ignore
import type { getConfig as File_Index_getConfig } from './pages/index';
// prettier-ignore
import type { getConfig as File_KultunautBlockWide_getConfig } from './pages/kultunaut-block-wide';
// prettier-ignore
import type { getConfig as File_KultunautBlockWithAside_getConfig } from './pages/kultunaut-block-with-aside';
// prettier-ignore
import type { getConfig as File_KultunautDemoList_getConfig } from './pages/kultunaut-demo-list';
// prettier-ignore
import type { getConfig as File_KultunautDemoPage_getConfig } from './pages/kultunaut-demo-page';
// prettier-ignore
import type { getConfig as File_ThemePlayground_getConfig } from './pages/theme-playground';

// prettier-ignore
type Page =
| ({ path: '/[...page]' } & GetConfigResponse<typeof File_Page_getConfig>)
| ({ path: '/__demo/kultunaut-block-wide' } & GetConfigResponse<typeof File_DemoKultunautBlockWide_getConfig>)
| ({ path: '/__demo/kultunaut-block-with-aside' } & GetConfigResponse<typeof File_DemoKultunautBlockWithAside_getConfig>)
| ({ path: '/__demo/kultunaut-fellowship-list' } & GetConfigResponse<typeof File_DemoKultunautFellowshipList_getConfig>)
| ({ path: '/__demo/kultunaut-fellowship-page' } & GetConfigResponse<typeof File_DemoKultunautFellowshipPage_getConfig>)
| ({ path: '/__demo/kultunaut-list' } & GetConfigResponse<typeof File_DemoKultunautList_getConfig>)
| ({ path: '/__demo/kultunaut-page' } & GetConfigResponse<typeof File_DemoKultunautPage_getConfig>)
| ({ path: '/__demo/muni-test' } & GetConfigResponse<typeof File_DemoMuniTest_getConfig>)
| ({ path: '/__limbo/chatbot-test' } & GetConfigResponse<typeof File_LimboChatbotTest_getConfig>)
| ({ path: '/__limbo/citi-docs' } & GetConfigResponse<typeof File_LimboCitiDocs_getConfig>)
| ({ path: '/__limbo/components-overview' } & GetConfigResponse<typeof File_LimboComponentsOverview_getConfig>)
| ({ path: '/__limbo/configuration-overview' } & GetConfigResponse<typeof File_LimboConfigurationOverview_getConfig>)
| ({ path: '/__limbo' } & GetConfigResponse<typeof File_LimboIndex_getConfig>)
| ({ path: '/__login' } & GetConfigResponse<typeof File_Login_getConfig>)
| ({ path: '/__tools/color-list-playground' } & GetConfigResponse<typeof File_ToolsColorListPlayground_getConfig>)
| ({ path: '/__tools/frontend-dictionary' } & GetConfigResponse<typeof File_ToolsFrontendDictionary_getConfig>)
| ({ path: '/__tools/theme-playground' } & GetConfigResponse<typeof File_ToolsThemePlayground_getConfig>)
| ({ path: '/__tools/typography-playground' } & GetConfigResponse<typeof File_ToolsTypographyPlayground_getConfig>)
| ({ path: '/_root' } & GetConfigResponse<typeof File_Root_getConfig>)
| ({ path: '/color-list-playground' } & GetConfigResponse<typeof File_ColorListPlayground_getConfig>)
| ({ path: '/' } & GetConfigResponse<typeof File_Index_getConfig>)
| ({ path: '/kultunaut-block-wide' } & GetConfigResponse<typeof File_KultunautBlockWide_getConfig>)
| ({ path: '/kultunaut-block-with-aside' } & GetConfigResponse<typeof File_KultunautBlockWithAside_getConfig>)
| ({ path: '/kultunaut-demo-list' } & GetConfigResponse<typeof File_KultunautDemoList_getConfig>)
| ({ path: '/kultunaut-demo-page' } & GetConfigResponse<typeof File_KultunautDemoPage_getConfig>)
| ({ path: '/theme-playground' } & GetConfigResponse<typeof File_ThemePlayground_getConfig>);

// prettier-ignore
declare module 'waku/router' {
  interface RouteConfig {
    paths: PathsForPages<Page>;
  }
  interface CreatePagesConfig {
    pages: Page;
  }
}
