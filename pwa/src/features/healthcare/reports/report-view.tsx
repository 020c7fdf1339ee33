import { useId, type ReactNode } from 'react'
import { ExternalLink, TriangleAlert } from 'lucide-react'
import type { ReportDocument, ReportSection, ReportTable } from '@dosewise/sync-protocol/reports'
import { cn } from '../../../ui/cn'
import { ReportChart } from './report-chart'

/**
 * A report document as accessible HTML, for reading and printing: each level-2 section under an
 * h2 with its level-3 parts under h3s; tables with a caption and header cells; charts as
 * described SVG beside their tables; the sources; and the disclaimer. The page's h1 and the
 * buttons are the report page's; this is what prints.
 */
export function ReportView({ doc }: { doc: ReportDocument }) {
  const groups: { section: ReportSection; parts: ReportSection[] }[] = []
  for (const section of doc.sections) {
    const last = groups.at(-1)
    if (section.level === 3 && last) last.parts.push(section)
    else groups.push({ section, parts: [] })
  }
  return (
    <article aria-label={doc.title} className="report grid gap-8">
      <p className="text-sm">
        Prepared for <strong>{doc.person.name}</strong>, {formatGenerated(doc.generatedAt)}
      </p>
      {groups.map(({ section, parts }, index) => (
        <SectionBlock key={`${index}-${section.heading}`} section={section}>
          {parts.map((part, partIndex) => (
            <SectionBlock key={`${partIndex}-${part.heading}`} section={part} />
          ))}
        </SectionBlock>
      ))}
      {doc.sources.length > 0 && (
        <section aria-labelledby="report-sources" className="grid gap-2">
          <h2 id="report-sources" className="text-xl font-semibold">
            Sources
          </h2>
          <ol className="grid list-decimal gap-1 pl-6 text-sm">
            {doc.sources.map((source) => (
              <li key={source.url}>
                <a href={source.url} target="_blank" rel="noopener noreferrer" className="text-primary underline-offset-4 hover:underline">
                  {source.label}
                  <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5 print:hidden" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
                <span className="hidden break-all print:block">{source.url}</span>
              </li>
            ))}
          </ol>
        </section>
      )}
      <p role="note" aria-label="Medical disclaimer" className="rounded-lg border bg-muted p-4 text-sm text-muted-foreground">
        {doc.disclaimer}
      </p>
    </article>
  )
}

const generatedFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })
function formatGenerated(iso: string): string {
  return generatedFormat.format(new Date(iso))
}

function SectionBlock({ section, children }: { section: ReportSection; children?: ReactNode }) {
  const id = useId()
  const Heading = section.level === 3 ? 'h3' : 'h2'
  const warning = section.emphasis === 'warning'
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'grid min-w-0 gap-3',
        warning && 'rounded-lg border border-l-4 border-warning bg-warning/10 p-4',
        section.level === 3 && 'pt-2'
      )}
    >
      <Heading id={id} className={cn('flex items-start gap-2 font-semibold', section.level === 3 ? 'text-lg' : 'text-xl')}>
        {warning && <TriangleAlert aria-hidden="true" className="mt-1 size-5 shrink-0 text-warning" />}
        {section.heading}
      </Heading>
      {section.paragraphs?.map((text, index) => (
        <p key={index} className="max-w-prose">
          {text}
        </p>
      ))}
      {section.empty && <p className="text-muted-foreground">{section.empty}</p>}
      {section.table && <Table table={section.table} caption={section.table.caption ?? section.heading} />}
      {section.charts?.map((chart, index) => (
        <ReportChart key={index} chart={chart} />
      ))}
      {children}
    </section>
  )
}

function Table({ table, caption }: { table: ReportTable; caption: string }) {
  const id = useId()
  return (
    <div className="grid min-w-0 gap-1">
      {/* The caption is shown above the scrolling box, so a phone never cuts it off; the table keeps it as its name. */}
      <p aria-hidden="true" className="text-sm font-medium">
        {caption}
      </p>
      {/* Wide tables scroll sideways on a phone; the region is focusable so a keyboard can scroll it too. */}
      <div role="region" aria-labelledby={id} tabIndex={0} className="report-table max-w-full overflow-x-auto rounded-md border">
        <table className="w-full border-collapse text-sm">
          <caption id={id} className="sr-only">
            {caption}
          </caption>
          <thead className="bg-muted">
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col" className="px-3 py-2 text-left align-bottom font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, rowIndex) => (
              <tr key={rowIndex} className="border-t">
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row" className="px-3 py-2 text-left align-top font-medium">
                      {cell}
                    </th>
                  ) : (
                    <td key={index} className="px-3 py-2 align-top">
                      {cell}
                    </td>
                  )
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
