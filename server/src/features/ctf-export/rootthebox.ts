import type { ExportEntry } from './entries';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

const element = (name: string, content: string | number) => `<${name}>${escapeXml(String(content))}</${name}>`;

/**
 * Root the Box's XML import (Admin → Game Objects → Import): one corporation, one box per
 * category, one static flag per challenge (easiest first), its hints with their prices.
 * Descriptions are Markdown, which Root the Box renders (the shop's texts already are).
 */
export function rootTheBoxXml(entries: ExportEntry[], gameName: string): string {
  const categories = [...new Set(entries.map((entry) => entry.category))].sort((a, b) => a.localeCompare(b, 'en'));
  const lines: string[] = ['<?xml version="1.0" encoding="UTF-8"?>', '<rootthebox api="1">'];
  lines.push('  <configuration>', `    ${element('game_name', gameName)}`, '  </configuration>');
  lines.push(`  <categories count="${categories.length}">`);
  for (const category of categories) lines.push(`    <category>${element('category', category)}</category>`);
  lines.push('  </categories>');
  lines.push('  <corporations count="1">', '    <corporation>', `      ${element('name', gameName)}`, `      <boxes count="${categories.length}">`);
  for (const category of categories) {
    const flags = entries.filter((entry) => entry.category === category);
    // Game level 0 exists in every Root the Box game (its bootstrap makes it).
    lines.push('        <box>', `          ${element('name', category)}`, `          ${element('gamelevel', 0)}`, `          ${element('category', category)}`, `          ${element('description', category)}`);
    lines.push(`          <flags count="${flags.length}">`);
    flags.forEach((entry, index) => {
      lines.push(
        '            <flag type="static">',
        `              ${element('name', entry.name)}`,
        `              ${element('description', `${entry.description} **Difficulty** ${'★'.repeat(entry.difficulty)}`)}`,
        `              ${element('token', entry.flag)}`,
        `              ${element('value', entry.value)}`,
        `              ${element('order', index + 1)}`,
      );
      if (entry.hints.length > 0) {
        lines.push(`              <hints count="${entry.hints.length}">`);
        for (const hint of entry.hints) lines.push(`                <hint>${element('description', hint.content)}${element('price', hint.cost)}</hint>`);
        lines.push('              </hints>');
      }
      lines.push('            </flag>');
    });
    lines.push('          </flags>', '        </box>');
  }
  lines.push('      </boxes>', '    </corporation>', '  </corporations>', '</rootthebox>');
  return lines.join('\n') + '\n';
}
