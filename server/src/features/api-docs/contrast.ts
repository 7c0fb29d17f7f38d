/**
 * The shop's contrast on Swagger UI's page (WCAG 2.1 AA, 4.5:1 for text): the method badges, the
 * version stamps, links and the Authorize button in darker shades of Swagger UI's own colours.
 * Served as the page's theme stylesheet (@fastify/swagger-ui's `theme.css`).
 */
export const CONTRAST_CSS = `
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1565c0; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #1b7a4d; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #9a4f00; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #c62828; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #0f6e5c; }
.swagger-ui .info .title small { background: #565c66; }
.swagger-ui .info .title small.version-stamp { background: #3d6b00; }
.swagger-ui .info a { color: #1f5fa8; }
.swagger-ui .btn.authorize { border-color: #1b7a4d; color: #1b7a4d; }
.swagger-ui .btn.authorize svg { color: #1b7a4d; }
.swagger-ui .json-schema-2020-12-expand-deep-button { color: #505050; }
.swagger-ui .json-schema-2020-12__constraint { background-color: #5b3aa8; }
.swagger-ui .json-schema-2020-12__constraint--string { background-color: #7a5200; }
.swagger-ui .parameter__in { color: #595959; }
.swagger-ui .parameter__name.required span, .swagger-ui .parameter__name.required:after { color: #b00020; }
`;
