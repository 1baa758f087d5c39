import type { ComponentRegistry } from './component-props';
import { CheckboxComponent } from './checkbox-component';
import { CheckListComponent } from './check-list-component';
import {
  DividerComponent,
  HiddenComponent,
  ReadOnlyTextComponent,
  TitleComponent,
} from './display-components';
import { DocumentComponent } from './document-component';
import { DynamicComponent } from './dynamic-component';
import { GalleryComponent, TitleWithSubtitleComponent } from './gallery-component';
import { ImageComponent } from './image-component';
import { ParagraphComponent } from './paragraph-component';
import { SelectComponent } from './select-component';
import { SocialComponent } from './social-component';
import { BikeStageComponent, ProposalStageComponent, StageComponent } from './stage-component';
import { StringComponent } from './string-component';
import { TextComponent } from './text-component';
import { VideoComponent } from './video-component';
import { DateComponent, LocationComponent, TimeComponent } from './where-when';

/**
 * One renderer per component type (spec 1 §3). TipTap (rich text in Text, Paragraph and the
 * stages) and the media picker load the first time a component needs them.
 */
export const contentComponentRegistry: ComponentRegistry = {
  String: StringComponent,
  Select: SelectComponent,
  Checkbox: CheckboxComponent,
  CheckList: CheckListComponent,
  Text: TextComponent,
  Hidden: HiddenComponent,
  Image: ImageComponent,
  Document: DocumentComponent,
  Location: LocationComponent,
  Date: DateComponent,
  Dynamic: DynamicComponent,
  Divider: DividerComponent,
  Paragraph: ParagraphComponent,
  Stage: StageComponent,
  PIStage: StageComponent,
  BikeStage: BikeStageComponent,
  ProposalStage: ProposalStageComponent,
  Gallery: GalleryComponent,
  Video: VideoComponent,
  Social: SocialComponent,
  NotEditable: ReadOnlyTextComponent,
  Title: TitleComponent,
  Time: TimeComponent,
  ReadOnly: ReadOnlyTextComponent,
  TitleWithSubtitle: TitleWithSubtitleComponent,
};
