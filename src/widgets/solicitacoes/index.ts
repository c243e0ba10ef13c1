import { defineElement } from '../../core/elements/define';
import css from './solicitacoes.css?inline';
import { SolicitacoesWidget } from './SolicitacoesWidget';

defineElement('sacra-solicitacoes', SolicitacoesWidget, css);
