/// <reference types="@vitejs/plugin-rsc/types" />
