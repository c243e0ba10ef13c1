import type { WidgetProps } from '../../core/elements/define';
import { Toaster } from '../../core/ui';
import { BaptismsView } from './views/BaptismsView';
import { DuplicatesView } from './views/DuplicatesView';
import { HomeView } from './views/HomeView';
import { PetitionFormView } from './views/PetitionFormView';
import { PetitionsView } from './views/PetitionsView';
import { PetitionView } from './views/PetitionView';
import { StatisticsView } from './views/StatisticsView';

/**
 * The diocese above its parishes: the offices' home (the parishes with their closing and share, late ones first),
 * the chancery's baptism search across the diocese (the reason asked once per session, logged by each parish),
 * the parishes' petitions answered with a decree or a request for documents, the year's statistics, and the diocesan
 * archive's duplicate books (received and missing by year); for the parish, its petitions to the chancery ('Nova petição',
 * each one's history, documents and decree) and the sending of a past year's duplicate books. Roles 20 (Cúria - Chancelaria), 21 (Cúria - Economato) and 111
 * see the diocese; roles 1 and 111 file the parish's petitions.
 *
 * @tag sacra-diocese
 * @csspart base
 * @csspart filters
 * @csspart table
 * @csspart pagination
 */
export function DioceseWidget({ view, peticaoId, container }: WidgetProps<'sacra-diocese'>) {
  const id = Number(peticaoId);
  return (
    <div className="diocese" part="base">
      {view === 'baptisms' ? (
        <BaptismsView />
      ) : view === 'statistics' ? (
        <StatisticsView />
      ) : view === 'duplicates' ? (
        <DuplicatesView />
      ) : view === 'received' || view === 'petitions' ? (
        <PetitionsView key={view} container={container} office={view === 'received'} />
      ) : view === 'petition-new' ? (
        <PetitionFormView container={container} />
      ) : view === 'petition' || view === 'received-petition' ? (
        <PetitionView key={`${view}-${id}`} container={container} id={id} office={view === 'received-petition'} />
      ) : (
        <HomeView container={container} />
      )}
      <Toaster />
    </div>
  );
}
