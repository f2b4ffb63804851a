// @ts-nocheck
/* eslint-disable */
// Generated from schemas/ by `npm run schemas:compile` (src/schema/compile.ts): do not edit. A test keeps it current.
import { schemaFormats as formats } from './formats.js';
"use strict";
export const validate_scan_form = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://osf-conformance.dev/schemas/scan-form.schema.json","title":"ScanForm","description":"Spec 2.2: \"A ScanForm is returned with these fields.\" Every listed field is therefore required; \"string or null\" fields are nullable and nothing else is. Fields the spec does not list are allowed (additionalProperties is left open) because the spec never says the list is closed.","x-spec":"2.2","type":"object","required":["id","object","created_at","updated_at","status","tracking_codes","address","message","form","form_file_type","form_url","batch_id","reference","confirmation","carrier","num_shipments"],"properties":{"id":{"description":"\"Identifier with prefix `sf_`.\"","x-spec":"2.2","type":"string","pattern":"^sf_"},"object":{"description":"\"Constant `ScanForm`.\"","x-spec":"2.2","type":"string","const":"ScanForm"},"created_at":{"description":"\"ISO 8601 timestamp (UTC).\" UTC is accepted as `Z` or `+00:00`, with optional fractional seconds.","x-spec":"2.2","type":"string","format":"utc-date-time"},"updated_at":{"description":"\"ISO 8601 timestamp (UTC).\" UTC is accepted as `Z` or `+00:00`, with optional fractional seconds.","x-spec":"2.2","type":"string","format":"utc-date-time"},"status":{"description":"\"A value seen is `created`. See section 3.\" Section 3: \"The complete list of status values ... not shown.\" So any string is accepted.","x-spec":"2.2","type":"string"},"tracking_codes":{"description":"\"Tracking codes of the shipments on the form. Element type: not shown.\" Elements are therefore unconstrained.","x-spec":"2.2","type":"array"},"address":{"title":"Address","description":"\"The address associated with the form (see 2.3).\" Type \"Address object\"; the spec does not say \"or null\".","x-spec":"2.2","type":"object","required":["id","object","created_at","updated_at","street1","street2","city","state","zip","country","name","company","phone","email","residential","verifications"],"properties":{"id":{"description":"\"Prefix `adr_`.\"","x-spec":"2.3","type":"string","pattern":"^adr_"},"object":{"description":"\"Constant `Address`.\"","x-spec":"2.3","type":"string","const":"Address"},"created_at":{"description":"\"ISO 8601 timestamps.\" No time zone is imposed (2.3 does not say UTC), but an offset or Z must be present.","x-spec":"2.3","type":"string","format":"date-time"},"updated_at":{"description":"\"ISO 8601 timestamps.\" No time zone is imposed (2.3 does not say UTC), but an offset or Z must be present.","x-spec":"2.3","type":"string","format":"date-time"},"street1":{"description":"\"Postal parts.\" Type string.","x-spec":"2.3","type":"string"},"street2":{"description":"\"Postal parts.\" Type string; the spec does not say \"or null\" for postal parts.","x-spec":"2.3","type":"string"},"city":{"description":"\"Postal parts.\" Type string.","x-spec":"2.3","type":"string"},"state":{"description":"\"Postal parts.\" Type string.","x-spec":"2.3","type":"string"},"zip":{"description":"\"Postal parts.\" Type string.","x-spec":"2.3","type":"string"},"country":{"description":"\"Postal parts.\" Type string.","x-spec":"2.3","type":"string"},"name":{"description":"\"Contact parts\". Type \"string or null\".","x-spec":"2.3","type":["string","null"]},"company":{"description":"\"Contact parts; company may be null.\" Type \"string or null\".","x-spec":"2.3","type":["string","null"]},"phone":{"description":"\"Contact parts\". Type \"string or null\".","x-spec":"2.3","type":["string","null"]},"email":{"description":"\"Contact parts\". Type \"string or null\".","x-spec":"2.3","type":["string","null"]},"residential":{"description":"\"May be null.\" Type \"boolean or null\".","x-spec":"2.3","type":["boolean","null"]},"verifications":{"title":"AddressVerifications","description":"\"Verification results (below).\"","x-spec":"2.3","type":"object","required":["verify"],"properties":{"verify":{"description":"\"Verification kinds requested (e.g. `delivery`).\" Type \"array of string\".","x-spec":"2.3","type":"array","items":{"description":"A verification kind: \"array of string\".","x-spec":"2.3","type":"string"}},"delivery":{"title":"DeliveryVerification","description":"\"`success` (boolean), `errors` (array), `details` (object with `latitude` number, `longitude` number, `time_zone` string).\" Present only when this verification kind applies (see the description of the whole object).","x-spec":"2.3","type":"object","required":["success","errors","details"],"properties":{"success":{"description":"\"`success` (boolean)\"","x-spec":"2.3","type":"boolean"},"errors":{"description":"\"`errors` (array)\"; element type not shown.","x-spec":"2.3","type":"array"},"details":{"title":"DeliveryDetails","description":"\"`details` (object with `latitude` number, `longitude` number, `time_zone` string)\"","x-spec":"2.3","type":"object","required":["latitude","longitude","time_zone"],"properties":{"latitude":{"description":"\"`latitude` number\"","x-spec":"2.3","type":"number"},"longitude":{"description":"\"`longitude` number\"","x-spec":"2.3","type":"number"},"time_zone":{"description":"\"`time_zone` string\"","x-spec":"2.3","type":"string"}}}}},"smarty":{"title":"SmartyVerification","description":"\"`success` (boolean), `usps_eligible` (boolean), `warnings` (array), `recommended_address` (object with `object`, `street1`, `street2`, `city`, `state`, `zip`, `country`, `residential`).\" Present only when this verification kind applies (see the description of the whole object).","x-spec":"2.3","type":"object","required":["success","usps_eligible","warnings","recommended_address"],"properties":{"success":{"description":"\"`success` (boolean)\"","x-spec":"2.3","type":"boolean"},"usps_eligible":{"description":"\"`usps_eligible` (boolean)\"","x-spec":"2.3","type":"boolean"},"warnings":{"description":"\"`warnings` (array)\"; element type not shown.","x-spec":"2.3","type":"array"},"recommended_address":{"title":"RecommendedAddress","description":"\"`recommended_address` (object with `object`, `street1`, `street2`, `city`, `state`, `zip`, `country`, `residential`)\". The field types are not shown, so each listed field must be present but may hold any value.","x-spec":"2.3","type":"object","required":["object","street1","street2","city","state","zip","country","residential"],"properties":{"object":{"description":"Listed as `object`; type not shown.","x-spec":"2.3"},"street1":{"description":"Listed as `street1`; type not shown.","x-spec":"2.3"},"street2":{"description":"Listed as `street2`; type not shown.","x-spec":"2.3"},"city":{"description":"Listed as `city`; type not shown.","x-spec":"2.3"},"state":{"description":"Listed as `state`; type not shown.","x-spec":"2.3"},"zip":{"description":"Listed as `zip`; type not shown.","x-spec":"2.3"},"country":{"description":"Listed as `country`; type not shown.","x-spec":"2.3"},"residential":{"description":"Listed as `residential`; type not shown.","x-spec":"2.3"}}}}}}}}},"message":{"description":"\"May be an empty string.\" Type string; the spec does not say \"or null\".","x-spec":"2.2","type":"string"},"form":{"description":"\"Form content or form reference.\"","x-spec":"2.2","type":"string"},"form_file_type":{"description":"\"File type of the form. A value seen is `csv`. Full set of allowed values: not shown.\" So any string is accepted.","x-spec":"2.2","type":"string"},"form_url":{"description":"\"URL from which the form file can be fetched.\" Checked as an absolute http(s) URL, since a client can only fetch from such a URL.","x-spec":"2.2","type":"string","format":"fetchable-url"},"batch_id":{"description":"\"Identifier of the batch, prefix `batch_`.\"","x-spec":"2.2","type":"string","pattern":"^batch_"},"reference":{"description":"\"Merchant-defined reference.\" Type \"string or null\".","x-spec":"2.2","type":["string","null"]},"confirmation":{"description":"\"Confirmation value.\" Type \"string or null\".","x-spec":"2.2","type":["string","null"]},"carrier":{"description":"\"Carrier name. Full set of allowed values: not shown.\" So any string is accepted.","x-spec":"2.2","type":"string"},"num_shipments":{"description":"\"Number of shipments on the form.\" Type integer; a number of shipments cannot be negative.","x-spec":"2.2","type":"integer","minimum":0}}};
const pattern4 = new RegExp("^sf_", "u");
const pattern5 = new RegExp("^adr_", "u");
const pattern6 = new RegExp("^batch_", "u");
const formats0 = formats["utc-date-time"];
const formats4 = formats["date-time"];
const formats8 = formats["fetchable-url"];

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://osf-conformance.dev/schemas/scan-form.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},schema:schema31.required,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.object === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "object"},schema:schema31.required,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.created_at === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "created_at"},schema:schema31.required,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.updated_at === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "updated_at"},schema:schema31.required,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.status === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},schema:schema31.required,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.tracking_codes === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tracking_codes"},schema:schema31.required,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.address === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "address"},schema:schema31.required,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.message === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},schema:schema31.required,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.form === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "form"},schema:schema31.required,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.form_file_type === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "form_file_type"},schema:schema31.required,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.form_url === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "form_url"},schema:schema31.required,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.batch_id === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "batch_id"},schema:schema31.required,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.reference === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reference"},schema:schema31.required,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.confirmation === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "confirmation"},schema:schema31.required,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.carrier === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "carrier"},schema:schema31.required,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.num_shipments === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "num_shipments"},schema:schema31.required,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
const err16 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^sf_"},schema:"^sf_",parentSchema:schema31.properties.id,data:data0};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},schema:schema31.properties.id.type,parentSchema:schema31.properties.id,data:data0};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.object !== undefined){
let data1 = data.object;
if(typeof data1 !== "string"){
const err18 = {instancePath:instancePath+"/object",schemaPath:"#/properties/object/type",keyword:"type",params:{type: "string"},schema:schema31.properties.object.type,parentSchema:schema31.properties.object,data:data1};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if("ScanForm" !== data1){
const err19 = {instancePath:instancePath+"/object",schemaPath:"#/properties/object/const",keyword:"const",params:{allowedValue: "ScanForm"},schema:"ScanForm",parentSchema:schema31.properties.object,data:data1};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.created_at !== undefined){
let data2 = data.created_at;
if(typeof data2 === "string"){
if(!(formats0.validate(data2))){
const err20 = {instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/format",keyword:"format",params:{format: "utc-date-time"},schema:"utc-date-time",parentSchema:schema31.properties.created_at,data:data2};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/type",keyword:"type",params:{type: "string"},schema:schema31.properties.created_at.type,parentSchema:schema31.properties.created_at,data:data2};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.updated_at !== undefined){
let data3 = data.updated_at;
if(typeof data3 === "string"){
if(!(formats0.validate(data3))){
const err22 = {instancePath:instancePath+"/updated_at",schemaPath:"#/properties/updated_at/format",keyword:"format",params:{format: "utc-date-time"},schema:"utc-date-time",parentSchema:schema31.properties.updated_at,data:data3};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/updated_at",schemaPath:"#/properties/updated_at/type",keyword:"type",params:{type: "string"},schema:schema31.properties.updated_at.type,parentSchema:schema31.properties.updated_at,data:data3};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.status !== undefined){
let data4 = data.status;
if(typeof data4 !== "string"){
const err24 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},schema:schema31.properties.status.type,parentSchema:schema31.properties.status,data:data4};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.tracking_codes !== undefined){
let data5 = data.tracking_codes;
if(!(Array.isArray(data5))){
const err25 = {instancePath:instancePath+"/tracking_codes",schemaPath:"#/properties/tracking_codes/type",keyword:"type",params:{type: "array"},schema:schema31.properties.tracking_codes.type,parentSchema:schema31.properties.tracking_codes,data:data5};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.address !== undefined){
let data6 = data.address;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.id === undefined){
const err26 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/required",keyword:"required",params:{missingProperty: "id"},schema:schema31.properties.address.required,parentSchema:schema31.properties.address,data:data6};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data6.object === undefined){
const err27 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/required",keyword:"required",params:{missingProperty: "object"},schema:schema31.properties.address.required,parentSchema:schema31.properties.address,data:data6};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data6.created_at === undefined){
const err28 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/required",keyword:"required",params:{missingProperty: "created_at"},schema:schema31.properties.address.required,parentSchema:schema31.properties.address,data:data6};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data6.updated_at === undefined){
const err29 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/required",keyword:"required",params:{missingProperty: "updated_at"},schema:schema31.properties.address.required,parentSchema:schema31.properties.address,data:data6};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data6.street1 === undefined){
const err30 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/required",keyword:"required",params:{missingProperty: "street1"},schema:schema31.properties.address.required,parentSchema:schema31.properties.address,data:data6};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data6.street2 === undefined){
const err31 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/required",keyword:"required",params:{missingProperty: "street2"},schema:schema31.properties.address.required,parentSchema:schema31.properties.address,data:data6};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data6.city === undefined){
const err32 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/required",keyword:"required",params:{missingProperty: "city"},schema:schema31.properties.address.required,parentSchema:schema31.properties.address,data:data6};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data6.state === undefined){
const err33 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/required",keyword:"required",params:{missingProperty: "state"},schema:schema31.properties.address.required,parentSchema:schema31.properties.address,data:data6};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data6.zip === undefined){
const err34 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/required",keyword:"required",params:{missingProperty: "zip"},schema:schema31.properties.address.required,parentSchema:schema31.properties.address,data:data6};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data6.country === undefined){
const err35 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/required",keyword:"required",params:{missingProperty: "country"},schema:schema31.properties.address.required,parentSchema:schema31.properties.address,data:data6};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data6.name === undefined){
const err36 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/required",keyword:"required",params:{missingProperty: "name"},schema:schema31.properties.address.required,parentSchema:schema31.properties.address,data:data6};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data6.company === undefined){
const err37 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/required",keyword:"required",params:{missingProperty: "company"},schema:schema31.properties.address.required,parentSchema:schema31.properties.address,data:data6};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data6.phone === undefined){
const err38 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/required",keyword:"required",params:{missingProperty: "phone"},schema:schema31.properties.address.required,parentSchema:schema31.properties.address,data:data6};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data6.email === undefined){
const err39 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/required",keyword:"required",params:{missingProperty: "email"},schema:schema31.properties.address.required,parentSchema:schema31.properties.address,data:data6};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data6.residential === undefined){
const err40 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/required",keyword:"required",params:{missingProperty: "residential"},schema:schema31.properties.address.required,parentSchema:schema31.properties.address,data:data6};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data6.verifications === undefined){
const err41 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/required",keyword:"required",params:{missingProperty: "verifications"},schema:schema31.properties.address.required,parentSchema:schema31.properties.address,data:data6};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data6.id !== undefined){
let data7 = data6.id;
if(typeof data7 === "string"){
if(!pattern5.test(data7)){
const err42 = {instancePath:instancePath+"/address/id",schemaPath:"#/properties/address/properties/id/pattern",keyword:"pattern",params:{pattern: "^adr_"},schema:"^adr_",parentSchema:schema31.properties.address.properties.id,data:data7};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/address/id",schemaPath:"#/properties/address/properties/id/type",keyword:"type",params:{type: "string"},schema:schema31.properties.address.properties.id.type,parentSchema:schema31.properties.address.properties.id,data:data7};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data6.object !== undefined){
let data8 = data6.object;
if(typeof data8 !== "string"){
const err44 = {instancePath:instancePath+"/address/object",schemaPath:"#/properties/address/properties/object/type",keyword:"type",params:{type: "string"},schema:schema31.properties.address.properties.object.type,parentSchema:schema31.properties.address.properties.object,data:data8};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if("Address" !== data8){
const err45 = {instancePath:instancePath+"/address/object",schemaPath:"#/properties/address/properties/object/const",keyword:"const",params:{allowedValue: "Address"},schema:"Address",parentSchema:schema31.properties.address.properties.object,data:data8};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data6.created_at !== undefined){
let data9 = data6.created_at;
if(typeof data9 === "string"){
if(!(formats4.validate(data9))){
const err46 = {instancePath:instancePath+"/address/created_at",schemaPath:"#/properties/address/properties/created_at/format",keyword:"format",params:{format: "date-time"},schema:"date-time",parentSchema:schema31.properties.address.properties.created_at,data:data9};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
else {
const err47 = {instancePath:instancePath+"/address/created_at",schemaPath:"#/properties/address/properties/created_at/type",keyword:"type",params:{type: "string"},schema:schema31.properties.address.properties.created_at.type,parentSchema:schema31.properties.address.properties.created_at,data:data9};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data6.updated_at !== undefined){
let data10 = data6.updated_at;
if(typeof data10 === "string"){
if(!(formats4.validate(data10))){
const err48 = {instancePath:instancePath+"/address/updated_at",schemaPath:"#/properties/address/properties/updated_at/format",keyword:"format",params:{format: "date-time"},schema:"date-time",parentSchema:schema31.properties.address.properties.updated_at,data:data10};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
else {
const err49 = {instancePath:instancePath+"/address/updated_at",schemaPath:"#/properties/address/properties/updated_at/type",keyword:"type",params:{type: "string"},schema:schema31.properties.address.properties.updated_at.type,parentSchema:schema31.properties.address.properties.updated_at,data:data10};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data6.street1 !== undefined){
let data11 = data6.street1;
if(typeof data11 !== "string"){
const err50 = {instancePath:instancePath+"/address/street1",schemaPath:"#/properties/address/properties/street1/type",keyword:"type",params:{type: "string"},schema:schema31.properties.address.properties.street1.type,parentSchema:schema31.properties.address.properties.street1,data:data11};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data6.street2 !== undefined){
let data12 = data6.street2;
if(typeof data12 !== "string"){
const err51 = {instancePath:instancePath+"/address/street2",schemaPath:"#/properties/address/properties/street2/type",keyword:"type",params:{type: "string"},schema:schema31.properties.address.properties.street2.type,parentSchema:schema31.properties.address.properties.street2,data:data12};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data6.city !== undefined){
let data13 = data6.city;
if(typeof data13 !== "string"){
const err52 = {instancePath:instancePath+"/address/city",schemaPath:"#/properties/address/properties/city/type",keyword:"type",params:{type: "string"},schema:schema31.properties.address.properties.city.type,parentSchema:schema31.properties.address.properties.city,data:data13};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data6.state !== undefined){
let data14 = data6.state;
if(typeof data14 !== "string"){
const err53 = {instancePath:instancePath+"/address/state",schemaPath:"#/properties/address/properties/state/type",keyword:"type",params:{type: "string"},schema:schema31.properties.address.properties.state.type,parentSchema:schema31.properties.address.properties.state,data:data14};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data6.zip !== undefined){
let data15 = data6.zip;
if(typeof data15 !== "string"){
const err54 = {instancePath:instancePath+"/address/zip",schemaPath:"#/properties/address/properties/zip/type",keyword:"type",params:{type: "string"},schema:schema31.properties.address.properties.zip.type,parentSchema:schema31.properties.address.properties.zip,data:data15};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data6.country !== undefined){
let data16 = data6.country;
if(typeof data16 !== "string"){
const err55 = {instancePath:instancePath+"/address/country",schemaPath:"#/properties/address/properties/country/type",keyword:"type",params:{type: "string"},schema:schema31.properties.address.properties.country.type,parentSchema:schema31.properties.address.properties.country,data:data16};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data6.name !== undefined){
let data17 = data6.name;
if((typeof data17 !== "string") && (data17 !== null)){
const err56 = {instancePath:instancePath+"/address/name",schemaPath:"#/properties/address/properties/name/type",keyword:"type",params:{type: schema31.properties.address.properties.name.type},schema:schema31.properties.address.properties.name.type,parentSchema:schema31.properties.address.properties.name,data:data17};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data6.company !== undefined){
let data18 = data6.company;
if((typeof data18 !== "string") && (data18 !== null)){
const err57 = {instancePath:instancePath+"/address/company",schemaPath:"#/properties/address/properties/company/type",keyword:"type",params:{type: schema31.properties.address.properties.company.type},schema:schema31.properties.address.properties.company.type,parentSchema:schema31.properties.address.properties.company,data:data18};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data6.phone !== undefined){
let data19 = data6.phone;
if((typeof data19 !== "string") && (data19 !== null)){
const err58 = {instancePath:instancePath+"/address/phone",schemaPath:"#/properties/address/properties/phone/type",keyword:"type",params:{type: schema31.properties.address.properties.phone.type},schema:schema31.properties.address.properties.phone.type,parentSchema:schema31.properties.address.properties.phone,data:data19};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data6.email !== undefined){
let data20 = data6.email;
if((typeof data20 !== "string") && (data20 !== null)){
const err59 = {instancePath:instancePath+"/address/email",schemaPath:"#/properties/address/properties/email/type",keyword:"type",params:{type: schema31.properties.address.properties.email.type},schema:schema31.properties.address.properties.email.type,parentSchema:schema31.properties.address.properties.email,data:data20};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data6.residential !== undefined){
let data21 = data6.residential;
if((typeof data21 !== "boolean") && (data21 !== null)){
const err60 = {instancePath:instancePath+"/address/residential",schemaPath:"#/properties/address/properties/residential/type",keyword:"type",params:{type: schema31.properties.address.properties.residential.type},schema:schema31.properties.address.properties.residential.type,parentSchema:schema31.properties.address.properties.residential,data:data21};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data6.verifications !== undefined){
let data22 = data6.verifications;
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
if(data22.verify === undefined){
const err61 = {instancePath:instancePath+"/address/verifications",schemaPath:"#/properties/address/properties/verifications/required",keyword:"required",params:{missingProperty: "verify"},schema:schema31.properties.address.properties.verifications.required,parentSchema:schema31.properties.address.properties.verifications,data:data22};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(data22.verify !== undefined){
let data23 = data22.verify;
if(Array.isArray(data23)){
const len0 = data23.length;
for(let i0=0; i0<len0; i0++){
let data24 = data23[i0];
if(typeof data24 !== "string"){
const err62 = {instancePath:instancePath+"/address/verifications/verify/" + i0,schemaPath:"#/properties/address/properties/verifications/properties/verify/items/type",keyword:"type",params:{type: "string"},schema:schema31.properties.address.properties.verifications.properties.verify.items.type,parentSchema:schema31.properties.address.properties.verifications.properties.verify.items,data:data24};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
else {
const err63 = {instancePath:instancePath+"/address/verifications/verify",schemaPath:"#/properties/address/properties/verifications/properties/verify/type",keyword:"type",params:{type: "array"},schema:schema31.properties.address.properties.verifications.properties.verify.type,parentSchema:schema31.properties.address.properties.verifications.properties.verify,data:data23};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data22.delivery !== undefined){
let data25 = data22.delivery;
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
if(data25.success === undefined){
const err64 = {instancePath:instancePath+"/address/verifications/delivery",schemaPath:"#/properties/address/properties/verifications/properties/delivery/required",keyword:"required",params:{missingProperty: "success"},schema:schema31.properties.address.properties.verifications.properties.delivery.required,parentSchema:schema31.properties.address.properties.verifications.properties.delivery,data:data25};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(data25.errors === undefined){
const err65 = {instancePath:instancePath+"/address/verifications/delivery",schemaPath:"#/properties/address/properties/verifications/properties/delivery/required",keyword:"required",params:{missingProperty: "errors"},schema:schema31.properties.address.properties.verifications.properties.delivery.required,parentSchema:schema31.properties.address.properties.verifications.properties.delivery,data:data25};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(data25.details === undefined){
const err66 = {instancePath:instancePath+"/address/verifications/delivery",schemaPath:"#/properties/address/properties/verifications/properties/delivery/required",keyword:"required",params:{missingProperty: "details"},schema:schema31.properties.address.properties.verifications.properties.delivery.required,parentSchema:schema31.properties.address.properties.verifications.properties.delivery,data:data25};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(data25.success !== undefined){
let data26 = data25.success;
if(typeof data26 !== "boolean"){
const err67 = {instancePath:instancePath+"/address/verifications/delivery/success",schemaPath:"#/properties/address/properties/verifications/properties/delivery/properties/success/type",keyword:"type",params:{type: "boolean"},schema:schema31.properties.address.properties.verifications.properties.delivery.properties.success.type,parentSchema:schema31.properties.address.properties.verifications.properties.delivery.properties.success,data:data26};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data25.errors !== undefined){
let data27 = data25.errors;
if(!(Array.isArray(data27))){
const err68 = {instancePath:instancePath+"/address/verifications/delivery/errors",schemaPath:"#/properties/address/properties/verifications/properties/delivery/properties/errors/type",keyword:"type",params:{type: "array"},schema:schema31.properties.address.properties.verifications.properties.delivery.properties.errors.type,parentSchema:schema31.properties.address.properties.verifications.properties.delivery.properties.errors,data:data27};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data25.details !== undefined){
let data28 = data25.details;
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
if(data28.latitude === undefined){
const err69 = {instancePath:instancePath+"/address/verifications/delivery/details",schemaPath:"#/properties/address/properties/verifications/properties/delivery/properties/details/required",keyword:"required",params:{missingProperty: "latitude"},schema:schema31.properties.address.properties.verifications.properties.delivery.properties.details.required,parentSchema:schema31.properties.address.properties.verifications.properties.delivery.properties.details,data:data28};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(data28.longitude === undefined){
const err70 = {instancePath:instancePath+"/address/verifications/delivery/details",schemaPath:"#/properties/address/properties/verifications/properties/delivery/properties/details/required",keyword:"required",params:{missingProperty: "longitude"},schema:schema31.properties.address.properties.verifications.properties.delivery.properties.details.required,parentSchema:schema31.properties.address.properties.verifications.properties.delivery.properties.details,data:data28};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(data28.time_zone === undefined){
const err71 = {instancePath:instancePath+"/address/verifications/delivery/details",schemaPath:"#/properties/address/properties/verifications/properties/delivery/properties/details/required",keyword:"required",params:{missingProperty: "time_zone"},schema:schema31.properties.address.properties.verifications.properties.delivery.properties.details.required,parentSchema:schema31.properties.address.properties.verifications.properties.delivery.properties.details,data:data28};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(data28.latitude !== undefined){
let data29 = data28.latitude;
if(!((typeof data29 == "number") && (isFinite(data29)))){
const err72 = {instancePath:instancePath+"/address/verifications/delivery/details/latitude",schemaPath:"#/properties/address/properties/verifications/properties/delivery/properties/details/properties/latitude/type",keyword:"type",params:{type: "number"},schema:schema31.properties.address.properties.verifications.properties.delivery.properties.details.properties.latitude.type,parentSchema:schema31.properties.address.properties.verifications.properties.delivery.properties.details.properties.latitude,data:data29};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data28.longitude !== undefined){
let data30 = data28.longitude;
if(!((typeof data30 == "number") && (isFinite(data30)))){
const err73 = {instancePath:instancePath+"/address/verifications/delivery/details/longitude",schemaPath:"#/properties/address/properties/verifications/properties/delivery/properties/details/properties/longitude/type",keyword:"type",params:{type: "number"},schema:schema31.properties.address.properties.verifications.properties.delivery.properties.details.properties.longitude.type,parentSchema:schema31.properties.address.properties.verifications.properties.delivery.properties.details.properties.longitude,data:data30};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data28.time_zone !== undefined){
let data31 = data28.time_zone;
if(typeof data31 !== "string"){
const err74 = {instancePath:instancePath+"/address/verifications/delivery/details/time_zone",schemaPath:"#/properties/address/properties/verifications/properties/delivery/properties/details/properties/time_zone/type",keyword:"type",params:{type: "string"},schema:schema31.properties.address.properties.verifications.properties.delivery.properties.details.properties.time_zone.type,parentSchema:schema31.properties.address.properties.verifications.properties.delivery.properties.details.properties.time_zone,data:data31};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
}
else {
const err75 = {instancePath:instancePath+"/address/verifications/delivery/details",schemaPath:"#/properties/address/properties/verifications/properties/delivery/properties/details/type",keyword:"type",params:{type: "object"},schema:schema31.properties.address.properties.verifications.properties.delivery.properties.details.type,parentSchema:schema31.properties.address.properties.verifications.properties.delivery.properties.details,data:data28};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
}
else {
const err76 = {instancePath:instancePath+"/address/verifications/delivery",schemaPath:"#/properties/address/properties/verifications/properties/delivery/type",keyword:"type",params:{type: "object"},schema:schema31.properties.address.properties.verifications.properties.delivery.type,parentSchema:schema31.properties.address.properties.verifications.properties.delivery,data:data25};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data22.smarty !== undefined){
let data32 = data22.smarty;
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
if(data32.success === undefined){
const err77 = {instancePath:instancePath+"/address/verifications/smarty",schemaPath:"#/properties/address/properties/verifications/properties/smarty/required",keyword:"required",params:{missingProperty: "success"},schema:schema31.properties.address.properties.verifications.properties.smarty.required,parentSchema:schema31.properties.address.properties.verifications.properties.smarty,data:data32};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(data32.usps_eligible === undefined){
const err78 = {instancePath:instancePath+"/address/verifications/smarty",schemaPath:"#/properties/address/properties/verifications/properties/smarty/required",keyword:"required",params:{missingProperty: "usps_eligible"},schema:schema31.properties.address.properties.verifications.properties.smarty.required,parentSchema:schema31.properties.address.properties.verifications.properties.smarty,data:data32};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(data32.warnings === undefined){
const err79 = {instancePath:instancePath+"/address/verifications/smarty",schemaPath:"#/properties/address/properties/verifications/properties/smarty/required",keyword:"required",params:{missingProperty: "warnings"},schema:schema31.properties.address.properties.verifications.properties.smarty.required,parentSchema:schema31.properties.address.properties.verifications.properties.smarty,data:data32};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if(data32.recommended_address === undefined){
const err80 = {instancePath:instancePath+"/address/verifications/smarty",schemaPath:"#/properties/address/properties/verifications/properties/smarty/required",keyword:"required",params:{missingProperty: "recommended_address"},schema:schema31.properties.address.properties.verifications.properties.smarty.required,parentSchema:schema31.properties.address.properties.verifications.properties.smarty,data:data32};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(data32.success !== undefined){
let data33 = data32.success;
if(typeof data33 !== "boolean"){
const err81 = {instancePath:instancePath+"/address/verifications/smarty/success",schemaPath:"#/properties/address/properties/verifications/properties/smarty/properties/success/type",keyword:"type",params:{type: "boolean"},schema:schema31.properties.address.properties.verifications.properties.smarty.properties.success.type,parentSchema:schema31.properties.address.properties.verifications.properties.smarty.properties.success,data:data33};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data32.usps_eligible !== undefined){
let data34 = data32.usps_eligible;
if(typeof data34 !== "boolean"){
const err82 = {instancePath:instancePath+"/address/verifications/smarty/usps_eligible",schemaPath:"#/properties/address/properties/verifications/properties/smarty/properties/usps_eligible/type",keyword:"type",params:{type: "boolean"},schema:schema31.properties.address.properties.verifications.properties.smarty.properties.usps_eligible.type,parentSchema:schema31.properties.address.properties.verifications.properties.smarty.properties.usps_eligible,data:data34};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data32.warnings !== undefined){
let data35 = data32.warnings;
if(!(Array.isArray(data35))){
const err83 = {instancePath:instancePath+"/address/verifications/smarty/warnings",schemaPath:"#/properties/address/properties/verifications/properties/smarty/properties/warnings/type",keyword:"type",params:{type: "array"},schema:schema31.properties.address.properties.verifications.properties.smarty.properties.warnings.type,parentSchema:schema31.properties.address.properties.verifications.properties.smarty.properties.warnings,data:data35};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data32.recommended_address !== undefined){
let data36 = data32.recommended_address;
if(data36 && typeof data36 == "object" && !Array.isArray(data36)){
if(data36.object === undefined){
const err84 = {instancePath:instancePath+"/address/verifications/smarty/recommended_address",schemaPath:"#/properties/address/properties/verifications/properties/smarty/properties/recommended_address/required",keyword:"required",params:{missingProperty: "object"},schema:schema31.properties.address.properties.verifications.properties.smarty.properties.recommended_address.required,parentSchema:schema31.properties.address.properties.verifications.properties.smarty.properties.recommended_address,data:data36};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if(data36.street1 === undefined){
const err85 = {instancePath:instancePath+"/address/verifications/smarty/recommended_address",schemaPath:"#/properties/address/properties/verifications/properties/smarty/properties/recommended_address/required",keyword:"required",params:{missingProperty: "street1"},schema:schema31.properties.address.properties.verifications.properties.smarty.properties.recommended_address.required,parentSchema:schema31.properties.address.properties.verifications.properties.smarty.properties.recommended_address,data:data36};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if(data36.street2 === undefined){
const err86 = {instancePath:instancePath+"/address/verifications/smarty/recommended_address",schemaPath:"#/properties/address/properties/verifications/properties/smarty/properties/recommended_address/required",keyword:"required",params:{missingProperty: "street2"},schema:schema31.properties.address.properties.verifications.properties.smarty.properties.recommended_address.required,parentSchema:schema31.properties.address.properties.verifications.properties.smarty.properties.recommended_address,data:data36};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(data36.city === undefined){
const err87 = {instancePath:instancePath+"/address/verifications/smarty/recommended_address",schemaPath:"#/properties/address/properties/verifications/properties/smarty/properties/recommended_address/required",keyword:"required",params:{missingProperty: "city"},schema:schema31.properties.address.properties.verifications.properties.smarty.properties.recommended_address.required,parentSchema:schema31.properties.address.properties.verifications.properties.smarty.properties.recommended_address,data:data36};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(data36.state === undefined){
const err88 = {instancePath:instancePath+"/address/verifications/smarty/recommended_address",schemaPath:"#/properties/address/properties/verifications/properties/smarty/properties/recommended_address/required",keyword:"required",params:{missingProperty: "state"},schema:schema31.properties.address.properties.verifications.properties.smarty.properties.recommended_address.required,parentSchema:schema31.properties.address.properties.verifications.properties.smarty.properties.recommended_address,data:data36};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if(data36.zip === undefined){
const err89 = {instancePath:instancePath+"/address/verifications/smarty/recommended_address",schemaPath:"#/properties/address/properties/verifications/properties/smarty/properties/recommended_address/required",keyword:"required",params:{missingProperty: "zip"},schema:schema31.properties.address.properties.verifications.properties.smarty.properties.recommended_address.required,parentSchema:schema31.properties.address.properties.verifications.properties.smarty.properties.recommended_address,data:data36};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if(data36.country === undefined){
const err90 = {instancePath:instancePath+"/address/verifications/smarty/recommended_address",schemaPath:"#/properties/address/properties/verifications/properties/smarty/properties/recommended_address/required",keyword:"required",params:{missingProperty: "country"},schema:schema31.properties.address.properties.verifications.properties.smarty.properties.recommended_address.required,parentSchema:schema31.properties.address.properties.verifications.properties.smarty.properties.recommended_address,data:data36};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if(data36.residential === undefined){
const err91 = {instancePath:instancePath+"/address/verifications/smarty/recommended_address",schemaPath:"#/properties/address/properties/verifications/properties/smarty/properties/recommended_address/required",keyword:"required",params:{missingProperty: "residential"},schema:schema31.properties.address.properties.verifications.properties.smarty.properties.recommended_address.required,parentSchema:schema31.properties.address.properties.verifications.properties.smarty.properties.recommended_address,data:data36};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
else {
const err92 = {instancePath:instancePath+"/address/verifications/smarty/recommended_address",schemaPath:"#/properties/address/properties/verifications/properties/smarty/properties/recommended_address/type",keyword:"type",params:{type: "object"},schema:schema31.properties.address.properties.verifications.properties.smarty.properties.recommended_address.type,parentSchema:schema31.properties.address.properties.verifications.properties.smarty.properties.recommended_address,data:data36};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
}
else {
const err93 = {instancePath:instancePath+"/address/verifications/smarty",schemaPath:"#/properties/address/properties/verifications/properties/smarty/type",keyword:"type",params:{type: "object"},schema:schema31.properties.address.properties.verifications.properties.smarty.type,parentSchema:schema31.properties.address.properties.verifications.properties.smarty,data:data32};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
}
else {
const err94 = {instancePath:instancePath+"/address/verifications",schemaPath:"#/properties/address/properties/verifications/type",keyword:"type",params:{type: "object"},schema:schema31.properties.address.properties.verifications.type,parentSchema:schema31.properties.address.properties.verifications,data:data22};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
}
else {
const err95 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "object"},schema:schema31.properties.address.type,parentSchema:schema31.properties.address,data:data6};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data.message !== undefined){
let data45 = data.message;
if(typeof data45 !== "string"){
const err96 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},schema:schema31.properties.message.type,parentSchema:schema31.properties.message,data:data45};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
if(data.form !== undefined){
let data46 = data.form;
if(typeof data46 !== "string"){
const err97 = {instancePath:instancePath+"/form",schemaPath:"#/properties/form/type",keyword:"type",params:{type: "string"},schema:schema31.properties.form.type,parentSchema:schema31.properties.form,data:data46};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
if(data.form_file_type !== undefined){
let data47 = data.form_file_type;
if(typeof data47 !== "string"){
const err98 = {instancePath:instancePath+"/form_file_type",schemaPath:"#/properties/form_file_type/type",keyword:"type",params:{type: "string"},schema:schema31.properties.form_file_type.type,parentSchema:schema31.properties.form_file_type,data:data47};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
if(data.form_url !== undefined){
let data48 = data.form_url;
if(typeof data48 === "string"){
if(!(formats8.validate(data48))){
const err99 = {instancePath:instancePath+"/form_url",schemaPath:"#/properties/form_url/format",keyword:"format",params:{format: "fetchable-url"},schema:"fetchable-url",parentSchema:schema31.properties.form_url,data:data48};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
else {
const err100 = {instancePath:instancePath+"/form_url",schemaPath:"#/properties/form_url/type",keyword:"type",params:{type: "string"},schema:schema31.properties.form_url.type,parentSchema:schema31.properties.form_url,data:data48};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
if(data.batch_id !== undefined){
let data49 = data.batch_id;
if(typeof data49 === "string"){
if(!pattern6.test(data49)){
const err101 = {instancePath:instancePath+"/batch_id",schemaPath:"#/properties/batch_id/pattern",keyword:"pattern",params:{pattern: "^batch_"},schema:"^batch_",parentSchema:schema31.properties.batch_id,data:data49};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
else {
const err102 = {instancePath:instancePath+"/batch_id",schemaPath:"#/properties/batch_id/type",keyword:"type",params:{type: "string"},schema:schema31.properties.batch_id.type,parentSchema:schema31.properties.batch_id,data:data49};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
if(data.reference !== undefined){
let data50 = data.reference;
if((typeof data50 !== "string") && (data50 !== null)){
const err103 = {instancePath:instancePath+"/reference",schemaPath:"#/properties/reference/type",keyword:"type",params:{type: schema31.properties.reference.type},schema:schema31.properties.reference.type,parentSchema:schema31.properties.reference,data:data50};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(data.confirmation !== undefined){
let data51 = data.confirmation;
if((typeof data51 !== "string") && (data51 !== null)){
const err104 = {instancePath:instancePath+"/confirmation",schemaPath:"#/properties/confirmation/type",keyword:"type",params:{type: schema31.properties.confirmation.type},schema:schema31.properties.confirmation.type,parentSchema:schema31.properties.confirmation,data:data51};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
if(data.carrier !== undefined){
let data52 = data.carrier;
if(typeof data52 !== "string"){
const err105 = {instancePath:instancePath+"/carrier",schemaPath:"#/properties/carrier/type",keyword:"type",params:{type: "string"},schema:schema31.properties.carrier.type,parentSchema:schema31.properties.carrier,data:data52};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data.num_shipments !== undefined){
let data53 = data.num_shipments;
if(!(((typeof data53 == "number") && (!(data53 % 1) && !isNaN(data53))) && (isFinite(data53)))){
const err106 = {instancePath:instancePath+"/num_shipments",schemaPath:"#/properties/num_shipments/type",keyword:"type",params:{type: "integer"},schema:schema31.properties.num_shipments.type,parentSchema:schema31.properties.num_shipments,data:data53};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
if((typeof data53 == "number") && (isFinite(data53))){
if(data53 < 0 || isNaN(data53)){
const err107 = {instancePath:instancePath+"/num_shipments",schemaPath:"#/properties/num_shipments/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema31.properties.num_shipments,data:data53};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
}
}
else {
const err108 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema31.type,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":{"id":true,"object":true,"created_at":true,"updated_at":true,"status":true,"tracking_codes":true,"address":true,"message":true,"form":true,"form_file_type":true,"form_url":true,"batch_id":true,"reference":true,"confirmation":true,"carrier":true,"num_shipments":true},"dynamicProps":false,"dynamicItems":false};

export const validate_address = validate21;
const schema32 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://osf-conformance.dev/schemas/address.schema.json","title":"Address","description":"Spec 2.3 \"Address (nested in ScanForm)\". Every field in the table is required, like the ScanForm fields it is nested in; \"string or null\" and \"boolean or null\" fields are nullable and nothing else is. Unlisted fields are allowed. Timestamps are ISO 8601 date-times with any offset: unlike 2.2, section 2.3 does not say UTC.","x-spec":"2.3","type":"object","required":["id","object","created_at","updated_at","street1","street2","city","state","zip","country","name","company","phone","email","residential","verifications"],"properties":{"id":{"description":"\"Prefix `adr_`.\"","x-spec":"2.3","type":"string","pattern":"^adr_"},"object":{"description":"\"Constant `Address`.\"","x-spec":"2.3","type":"string","const":"Address"},"created_at":{"description":"\"ISO 8601 timestamps.\" No time zone is imposed (2.3 does not say UTC), but an offset or Z must be present.","x-spec":"2.3","type":"string","format":"date-time"},"updated_at":{"description":"\"ISO 8601 timestamps.\" No time zone is imposed (2.3 does not say UTC), but an offset or Z must be present.","x-spec":"2.3","type":"string","format":"date-time"},"street1":{"description":"\"Postal parts.\" Type string.","x-spec":"2.3","type":"string"},"street2":{"description":"\"Postal parts.\" Type string; the spec does not say \"or null\" for postal parts.","x-spec":"2.3","type":"string"},"city":{"description":"\"Postal parts.\" Type string.","x-spec":"2.3","type":"string"},"state":{"description":"\"Postal parts.\" Type string.","x-spec":"2.3","type":"string"},"zip":{"description":"\"Postal parts.\" Type string.","x-spec":"2.3","type":"string"},"country":{"description":"\"Postal parts.\" Type string.","x-spec":"2.3","type":"string"},"name":{"description":"\"Contact parts\". Type \"string or null\".","x-spec":"2.3","type":["string","null"]},"company":{"description":"\"Contact parts; company may be null.\" Type \"string or null\".","x-spec":"2.3","type":["string","null"]},"phone":{"description":"\"Contact parts\". Type \"string or null\".","x-spec":"2.3","type":["string","null"]},"email":{"description":"\"Contact parts\". Type \"string or null\".","x-spec":"2.3","type":["string","null"]},"residential":{"description":"\"May be null.\" Type \"boolean or null\".","x-spec":"2.3","type":["boolean","null"]},"verifications":{"title":"AddressVerifications","description":"\"Verification results (below).\"","x-spec":"2.3","type":"object","required":["verify"],"properties":{"verify":{"description":"\"Verification kinds requested (e.g. `delivery`).\" Type \"array of string\".","x-spec":"2.3","type":"array","items":{"description":"A verification kind: \"array of string\".","x-spec":"2.3","type":"string"}},"delivery":{"title":"DeliveryVerification","description":"\"`success` (boolean), `errors` (array), `details` (object with `latitude` number, `longitude` number, `time_zone` string).\" Present only when this verification kind applies (see the description of the whole object).","x-spec":"2.3","type":"object","required":["success","errors","details"],"properties":{"success":{"description":"\"`success` (boolean)\"","x-spec":"2.3","type":"boolean"},"errors":{"description":"\"`errors` (array)\"; element type not shown.","x-spec":"2.3","type":"array"},"details":{"title":"DeliveryDetails","description":"\"`details` (object with `latitude` number, `longitude` number, `time_zone` string)\"","x-spec":"2.3","type":"object","required":["latitude","longitude","time_zone"],"properties":{"latitude":{"description":"\"`latitude` number\"","x-spec":"2.3","type":"number"},"longitude":{"description":"\"`longitude` number\"","x-spec":"2.3","type":"number"},"time_zone":{"description":"\"`time_zone` string\"","x-spec":"2.3","type":"string"}}}}},"smarty":{"title":"SmartyVerification","description":"\"`success` (boolean), `usps_eligible` (boolean), `warnings` (array), `recommended_address` (object with `object`, `street1`, `street2`, `city`, `state`, `zip`, `country`, `residential`).\" Present only when this verification kind applies (see the description of the whole object).","x-spec":"2.3","type":"object","required":["success","usps_eligible","warnings","recommended_address"],"properties":{"success":{"description":"\"`success` (boolean)\"","x-spec":"2.3","type":"boolean"},"usps_eligible":{"description":"\"`usps_eligible` (boolean)\"","x-spec":"2.3","type":"boolean"},"warnings":{"description":"\"`warnings` (array)\"; element type not shown.","x-spec":"2.3","type":"array"},"recommended_address":{"title":"RecommendedAddress","description":"\"`recommended_address` (object with `object`, `street1`, `street2`, `city`, `state`, `zip`, `country`, `residential`)\". The field types are not shown, so each listed field must be present but may hold any value.","x-spec":"2.3","type":"object","required":["object","street1","street2","city","state","zip","country","residential"],"properties":{"object":{"description":"Listed as `object`; type not shown.","x-spec":"2.3"},"street1":{"description":"Listed as `street1`; type not shown.","x-spec":"2.3"},"street2":{"description":"Listed as `street2`; type not shown.","x-spec":"2.3"},"city":{"description":"Listed as `city`; type not shown.","x-spec":"2.3"},"state":{"description":"Listed as `state`; type not shown.","x-spec":"2.3"},"zip":{"description":"Listed as `zip`; type not shown.","x-spec":"2.3"},"country":{"description":"Listed as `country`; type not shown.","x-spec":"2.3"},"residential":{"description":"Listed as `residential`; type not shown.","x-spec":"2.3"}}}}}}}}};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://osf-conformance.dev/schemas/address.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.object === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "object"},schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.created_at === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "created_at"},schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.updated_at === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "updated_at"},schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.street1 === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "street1"},schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.street2 === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "street2"},schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.city === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "city"},schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.state === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "state"},schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.zip === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "zip"},schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.country === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "country"},schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.name === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.company === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "company"},schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.phone === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "phone"},schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.email === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.residential === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "residential"},schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.verifications === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "verifications"},schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(!pattern5.test(data0)){
const err16 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^adr_"},schema:"^adr_",parentSchema:schema32.properties.id,data:data0};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},schema:schema32.properties.id.type,parentSchema:schema32.properties.id,data:data0};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.object !== undefined){
let data1 = data.object;
if(typeof data1 !== "string"){
const err18 = {instancePath:instancePath+"/object",schemaPath:"#/properties/object/type",keyword:"type",params:{type: "string"},schema:schema32.properties.object.type,parentSchema:schema32.properties.object,data:data1};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if("Address" !== data1){
const err19 = {instancePath:instancePath+"/object",schemaPath:"#/properties/object/const",keyword:"const",params:{allowedValue: "Address"},schema:"Address",parentSchema:schema32.properties.object,data:data1};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.created_at !== undefined){
let data2 = data.created_at;
if(typeof data2 === "string"){
if(!(formats4.validate(data2))){
const err20 = {instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/format",keyword:"format",params:{format: "date-time"},schema:"date-time",parentSchema:schema32.properties.created_at,data:data2};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/type",keyword:"type",params:{type: "string"},schema:schema32.properties.created_at.type,parentSchema:schema32.properties.created_at,data:data2};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.updated_at !== undefined){
let data3 = data.updated_at;
if(typeof data3 === "string"){
if(!(formats4.validate(data3))){
const err22 = {instancePath:instancePath+"/updated_at",schemaPath:"#/properties/updated_at/format",keyword:"format",params:{format: "date-time"},schema:"date-time",parentSchema:schema32.properties.updated_at,data:data3};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/updated_at",schemaPath:"#/properties/updated_at/type",keyword:"type",params:{type: "string"},schema:schema32.properties.updated_at.type,parentSchema:schema32.properties.updated_at,data:data3};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.street1 !== undefined){
let data4 = data.street1;
if(typeof data4 !== "string"){
const err24 = {instancePath:instancePath+"/street1",schemaPath:"#/properties/street1/type",keyword:"type",params:{type: "string"},schema:schema32.properties.street1.type,parentSchema:schema32.properties.street1,data:data4};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.street2 !== undefined){
let data5 = data.street2;
if(typeof data5 !== "string"){
const err25 = {instancePath:instancePath+"/street2",schemaPath:"#/properties/street2/type",keyword:"type",params:{type: "string"},schema:schema32.properties.street2.type,parentSchema:schema32.properties.street2,data:data5};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.city !== undefined){
let data6 = data.city;
if(typeof data6 !== "string"){
const err26 = {instancePath:instancePath+"/city",schemaPath:"#/properties/city/type",keyword:"type",params:{type: "string"},schema:schema32.properties.city.type,parentSchema:schema32.properties.city,data:data6};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.state !== undefined){
let data7 = data.state;
if(typeof data7 !== "string"){
const err27 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/type",keyword:"type",params:{type: "string"},schema:schema32.properties.state.type,parentSchema:schema32.properties.state,data:data7};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.zip !== undefined){
let data8 = data.zip;
if(typeof data8 !== "string"){
const err28 = {instancePath:instancePath+"/zip",schemaPath:"#/properties/zip/type",keyword:"type",params:{type: "string"},schema:schema32.properties.zip.type,parentSchema:schema32.properties.zip,data:data8};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.country !== undefined){
let data9 = data.country;
if(typeof data9 !== "string"){
const err29 = {instancePath:instancePath+"/country",schemaPath:"#/properties/country/type",keyword:"type",params:{type: "string"},schema:schema32.properties.country.type,parentSchema:schema32.properties.country,data:data9};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.name !== undefined){
let data10 = data.name;
if((typeof data10 !== "string") && (data10 !== null)){
const err30 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: schema32.properties.name.type},schema:schema32.properties.name.type,parentSchema:schema32.properties.name,data:data10};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.company !== undefined){
let data11 = data.company;
if((typeof data11 !== "string") && (data11 !== null)){
const err31 = {instancePath:instancePath+"/company",schemaPath:"#/properties/company/type",keyword:"type",params:{type: schema32.properties.company.type},schema:schema32.properties.company.type,parentSchema:schema32.properties.company,data:data11};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.phone !== undefined){
let data12 = data.phone;
if((typeof data12 !== "string") && (data12 !== null)){
const err32 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: schema32.properties.phone.type},schema:schema32.properties.phone.type,parentSchema:schema32.properties.phone,data:data12};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.email !== undefined){
let data13 = data.email;
if((typeof data13 !== "string") && (data13 !== null)){
const err33 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: schema32.properties.email.type},schema:schema32.properties.email.type,parentSchema:schema32.properties.email,data:data13};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.residential !== undefined){
let data14 = data.residential;
if((typeof data14 !== "boolean") && (data14 !== null)){
const err34 = {instancePath:instancePath+"/residential",schemaPath:"#/properties/residential/type",keyword:"type",params:{type: schema32.properties.residential.type},schema:schema32.properties.residential.type,parentSchema:schema32.properties.residential,data:data14};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.verifications !== undefined){
let data15 = data.verifications;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.verify === undefined){
const err35 = {instancePath:instancePath+"/verifications",schemaPath:"#/properties/verifications/required",keyword:"required",params:{missingProperty: "verify"},schema:schema32.properties.verifications.required,parentSchema:schema32.properties.verifications,data:data15};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data15.verify !== undefined){
let data16 = data15.verify;
if(Array.isArray(data16)){
const len0 = data16.length;
for(let i0=0; i0<len0; i0++){
let data17 = data16[i0];
if(typeof data17 !== "string"){
const err36 = {instancePath:instancePath+"/verifications/verify/" + i0,schemaPath:"#/properties/verifications/properties/verify/items/type",keyword:"type",params:{type: "string"},schema:schema32.properties.verifications.properties.verify.items.type,parentSchema:schema32.properties.verifications.properties.verify.items,data:data17};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
else {
const err37 = {instancePath:instancePath+"/verifications/verify",schemaPath:"#/properties/verifications/properties/verify/type",keyword:"type",params:{type: "array"},schema:schema32.properties.verifications.properties.verify.type,parentSchema:schema32.properties.verifications.properties.verify,data:data16};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data15.delivery !== undefined){
let data18 = data15.delivery;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.success === undefined){
const err38 = {instancePath:instancePath+"/verifications/delivery",schemaPath:"#/properties/verifications/properties/delivery/required",keyword:"required",params:{missingProperty: "success"},schema:schema32.properties.verifications.properties.delivery.required,parentSchema:schema32.properties.verifications.properties.delivery,data:data18};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data18.errors === undefined){
const err39 = {instancePath:instancePath+"/verifications/delivery",schemaPath:"#/properties/verifications/properties/delivery/required",keyword:"required",params:{missingProperty: "errors"},schema:schema32.properties.verifications.properties.delivery.required,parentSchema:schema32.properties.verifications.properties.delivery,data:data18};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data18.details === undefined){
const err40 = {instancePath:instancePath+"/verifications/delivery",schemaPath:"#/properties/verifications/properties/delivery/required",keyword:"required",params:{missingProperty: "details"},schema:schema32.properties.verifications.properties.delivery.required,parentSchema:schema32.properties.verifications.properties.delivery,data:data18};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data18.success !== undefined){
let data19 = data18.success;
if(typeof data19 !== "boolean"){
const err41 = {instancePath:instancePath+"/verifications/delivery/success",schemaPath:"#/properties/verifications/properties/delivery/properties/success/type",keyword:"type",params:{type: "boolean"},schema:schema32.properties.verifications.properties.delivery.properties.success.type,parentSchema:schema32.properties.verifications.properties.delivery.properties.success,data:data19};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data18.errors !== undefined){
let data20 = data18.errors;
if(!(Array.isArray(data20))){
const err42 = {instancePath:instancePath+"/verifications/delivery/errors",schemaPath:"#/properties/verifications/properties/delivery/properties/errors/type",keyword:"type",params:{type: "array"},schema:schema32.properties.verifications.properties.delivery.properties.errors.type,parentSchema:schema32.properties.verifications.properties.delivery.properties.errors,data:data20};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data18.details !== undefined){
let data21 = data18.details;
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
if(data21.latitude === undefined){
const err43 = {instancePath:instancePath+"/verifications/delivery/details",schemaPath:"#/properties/verifications/properties/delivery/properties/details/required",keyword:"required",params:{missingProperty: "latitude"},schema:schema32.properties.verifications.properties.delivery.properties.details.required,parentSchema:schema32.properties.verifications.properties.delivery.properties.details,data:data21};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data21.longitude === undefined){
const err44 = {instancePath:instancePath+"/verifications/delivery/details",schemaPath:"#/properties/verifications/properties/delivery/properties/details/required",keyword:"required",params:{missingProperty: "longitude"},schema:schema32.properties.verifications.properties.delivery.properties.details.required,parentSchema:schema32.properties.verifications.properties.delivery.properties.details,data:data21};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data21.time_zone === undefined){
const err45 = {instancePath:instancePath+"/verifications/delivery/details",schemaPath:"#/properties/verifications/properties/delivery/properties/details/required",keyword:"required",params:{missingProperty: "time_zone"},schema:schema32.properties.verifications.properties.delivery.properties.details.required,parentSchema:schema32.properties.verifications.properties.delivery.properties.details,data:data21};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data21.latitude !== undefined){
let data22 = data21.latitude;
if(!((typeof data22 == "number") && (isFinite(data22)))){
const err46 = {instancePath:instancePath+"/verifications/delivery/details/latitude",schemaPath:"#/properties/verifications/properties/delivery/properties/details/properties/latitude/type",keyword:"type",params:{type: "number"},schema:schema32.properties.verifications.properties.delivery.properties.details.properties.latitude.type,parentSchema:schema32.properties.verifications.properties.delivery.properties.details.properties.latitude,data:data22};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data21.longitude !== undefined){
let data23 = data21.longitude;
if(!((typeof data23 == "number") && (isFinite(data23)))){
const err47 = {instancePath:instancePath+"/verifications/delivery/details/longitude",schemaPath:"#/properties/verifications/properties/delivery/properties/details/properties/longitude/type",keyword:"type",params:{type: "number"},schema:schema32.properties.verifications.properties.delivery.properties.details.properties.longitude.type,parentSchema:schema32.properties.verifications.properties.delivery.properties.details.properties.longitude,data:data23};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data21.time_zone !== undefined){
let data24 = data21.time_zone;
if(typeof data24 !== "string"){
const err48 = {instancePath:instancePath+"/verifications/delivery/details/time_zone",schemaPath:"#/properties/verifications/properties/delivery/properties/details/properties/time_zone/type",keyword:"type",params:{type: "string"},schema:schema32.properties.verifications.properties.delivery.properties.details.properties.time_zone.type,parentSchema:schema32.properties.verifications.properties.delivery.properties.details.properties.time_zone,data:data24};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
else {
const err49 = {instancePath:instancePath+"/verifications/delivery/details",schemaPath:"#/properties/verifications/properties/delivery/properties/details/type",keyword:"type",params:{type: "object"},schema:schema32.properties.verifications.properties.delivery.properties.details.type,parentSchema:schema32.properties.verifications.properties.delivery.properties.details,data:data21};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
else {
const err50 = {instancePath:instancePath+"/verifications/delivery",schemaPath:"#/properties/verifications/properties/delivery/type",keyword:"type",params:{type: "object"},schema:schema32.properties.verifications.properties.delivery.type,parentSchema:schema32.properties.verifications.properties.delivery,data:data18};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data15.smarty !== undefined){
let data25 = data15.smarty;
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
if(data25.success === undefined){
const err51 = {instancePath:instancePath+"/verifications/smarty",schemaPath:"#/properties/verifications/properties/smarty/required",keyword:"required",params:{missingProperty: "success"},schema:schema32.properties.verifications.properties.smarty.required,parentSchema:schema32.properties.verifications.properties.smarty,data:data25};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data25.usps_eligible === undefined){
const err52 = {instancePath:instancePath+"/verifications/smarty",schemaPath:"#/properties/verifications/properties/smarty/required",keyword:"required",params:{missingProperty: "usps_eligible"},schema:schema32.properties.verifications.properties.smarty.required,parentSchema:schema32.properties.verifications.properties.smarty,data:data25};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(data25.warnings === undefined){
const err53 = {instancePath:instancePath+"/verifications/smarty",schemaPath:"#/properties/verifications/properties/smarty/required",keyword:"required",params:{missingProperty: "warnings"},schema:schema32.properties.verifications.properties.smarty.required,parentSchema:schema32.properties.verifications.properties.smarty,data:data25};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data25.recommended_address === undefined){
const err54 = {instancePath:instancePath+"/verifications/smarty",schemaPath:"#/properties/verifications/properties/smarty/required",keyword:"required",params:{missingProperty: "recommended_address"},schema:schema32.properties.verifications.properties.smarty.required,parentSchema:schema32.properties.verifications.properties.smarty,data:data25};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(data25.success !== undefined){
let data26 = data25.success;
if(typeof data26 !== "boolean"){
const err55 = {instancePath:instancePath+"/verifications/smarty/success",schemaPath:"#/properties/verifications/properties/smarty/properties/success/type",keyword:"type",params:{type: "boolean"},schema:schema32.properties.verifications.properties.smarty.properties.success.type,parentSchema:schema32.properties.verifications.properties.smarty.properties.success,data:data26};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data25.usps_eligible !== undefined){
let data27 = data25.usps_eligible;
if(typeof data27 !== "boolean"){
const err56 = {instancePath:instancePath+"/verifications/smarty/usps_eligible",schemaPath:"#/properties/verifications/properties/smarty/properties/usps_eligible/type",keyword:"type",params:{type: "boolean"},schema:schema32.properties.verifications.properties.smarty.properties.usps_eligible.type,parentSchema:schema32.properties.verifications.properties.smarty.properties.usps_eligible,data:data27};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data25.warnings !== undefined){
let data28 = data25.warnings;
if(!(Array.isArray(data28))){
const err57 = {instancePath:instancePath+"/verifications/smarty/warnings",schemaPath:"#/properties/verifications/properties/smarty/properties/warnings/type",keyword:"type",params:{type: "array"},schema:schema32.properties.verifications.properties.smarty.properties.warnings.type,parentSchema:schema32.properties.verifications.properties.smarty.properties.warnings,data:data28};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data25.recommended_address !== undefined){
let data29 = data25.recommended_address;
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
if(data29.object === undefined){
const err58 = {instancePath:instancePath+"/verifications/smarty/recommended_address",schemaPath:"#/properties/verifications/properties/smarty/properties/recommended_address/required",keyword:"required",params:{missingProperty: "object"},schema:schema32.properties.verifications.properties.smarty.properties.recommended_address.required,parentSchema:schema32.properties.verifications.properties.smarty.properties.recommended_address,data:data29};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(data29.street1 === undefined){
const err59 = {instancePath:instancePath+"/verifications/smarty/recommended_address",schemaPath:"#/properties/verifications/properties/smarty/properties/recommended_address/required",keyword:"required",params:{missingProperty: "street1"},schema:schema32.properties.verifications.properties.smarty.properties.recommended_address.required,parentSchema:schema32.properties.verifications.properties.smarty.properties.recommended_address,data:data29};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(data29.street2 === undefined){
const err60 = {instancePath:instancePath+"/verifications/smarty/recommended_address",schemaPath:"#/properties/verifications/properties/smarty/properties/recommended_address/required",keyword:"required",params:{missingProperty: "street2"},schema:schema32.properties.verifications.properties.smarty.properties.recommended_address.required,parentSchema:schema32.properties.verifications.properties.smarty.properties.recommended_address,data:data29};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(data29.city === undefined){
const err61 = {instancePath:instancePath+"/verifications/smarty/recommended_address",schemaPath:"#/properties/verifications/properties/smarty/properties/recommended_address/required",keyword:"required",params:{missingProperty: "city"},schema:schema32.properties.verifications.properties.smarty.properties.recommended_address.required,parentSchema:schema32.properties.verifications.properties.smarty.properties.recommended_address,data:data29};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(data29.state === undefined){
const err62 = {instancePath:instancePath+"/verifications/smarty/recommended_address",schemaPath:"#/properties/verifications/properties/smarty/properties/recommended_address/required",keyword:"required",params:{missingProperty: "state"},schema:schema32.properties.verifications.properties.smarty.properties.recommended_address.required,parentSchema:schema32.properties.verifications.properties.smarty.properties.recommended_address,data:data29};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(data29.zip === undefined){
const err63 = {instancePath:instancePath+"/verifications/smarty/recommended_address",schemaPath:"#/properties/verifications/properties/smarty/properties/recommended_address/required",keyword:"required",params:{missingProperty: "zip"},schema:schema32.properties.verifications.properties.smarty.properties.recommended_address.required,parentSchema:schema32.properties.verifications.properties.smarty.properties.recommended_address,data:data29};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(data29.country === undefined){
const err64 = {instancePath:instancePath+"/verifications/smarty/recommended_address",schemaPath:"#/properties/verifications/properties/smarty/properties/recommended_address/required",keyword:"required",params:{missingProperty: "country"},schema:schema32.properties.verifications.properties.smarty.properties.recommended_address.required,parentSchema:schema32.properties.verifications.properties.smarty.properties.recommended_address,data:data29};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(data29.residential === undefined){
const err65 = {instancePath:instancePath+"/verifications/smarty/recommended_address",schemaPath:"#/properties/verifications/properties/smarty/properties/recommended_address/required",keyword:"required",params:{missingProperty: "residential"},schema:schema32.properties.verifications.properties.smarty.properties.recommended_address.required,parentSchema:schema32.properties.verifications.properties.smarty.properties.recommended_address,data:data29};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
else {
const err66 = {instancePath:instancePath+"/verifications/smarty/recommended_address",schemaPath:"#/properties/verifications/properties/smarty/properties/recommended_address/type",keyword:"type",params:{type: "object"},schema:schema32.properties.verifications.properties.smarty.properties.recommended_address.type,parentSchema:schema32.properties.verifications.properties.smarty.properties.recommended_address,data:data29};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
}
else {
const err67 = {instancePath:instancePath+"/verifications/smarty",schemaPath:"#/properties/verifications/properties/smarty/type",keyword:"type",params:{type: "object"},schema:schema32.properties.verifications.properties.smarty.type,parentSchema:schema32.properties.verifications.properties.smarty,data:data25};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
}
else {
const err68 = {instancePath:instancePath+"/verifications",schemaPath:"#/properties/verifications/type",keyword:"type",params:{type: "object"},schema:schema32.properties.verifications.type,parentSchema:schema32.properties.verifications,data:data15};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
}
else {
const err69 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema32.type,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":{"id":true,"object":true,"created_at":true,"updated_at":true,"street1":true,"street2":true,"city":true,"state":true,"zip":true,"country":true,"name":true,"company":true,"phone":true,"email":true,"residential":true,"verifications":true},"dynamicProps":false,"dynamicItems":false};

export const validate_address_verifications = validate22;
const schema33 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://osf-conformance.dev/schemas/address-verifications.schema.json","title":"AddressVerifications","description":"Spec 2.3 `verifications`: \"Verification results\". Which fields are required is a judgement, made as follows. `verify` (\"Verification kinds requested\") is required: the table lists it with no condition, and a request for no kinds is representable as an empty array. `delivery` and `smarty` are NOT required: the spec calls this object the verification *results* and names `verify` as the kinds *requested* (e.g. `delivery`), so each sub-object is the result of one kind of verification and cannot be expected when that kind was not requested; requiring both on every address would contradict \"kinds requested\". The spec does not state that a requested kind always yields its sub-object (nor that kind names equal sub-object names beyond the one example), so no if/then link between `verify` and the sub-objects is enforced. When a sub-object is present, every field the table lists for it is required, with the type the table gives; fields listed without a type accept any value. Unlisted fields (e.g. other verification kinds) are allowed.","x-spec":"2.3","type":"object","required":["verify"],"properties":{"verify":{"description":"\"Verification kinds requested (e.g. `delivery`).\" Type \"array of string\".","x-spec":"2.3","type":"array","items":{"description":"A verification kind: \"array of string\".","x-spec":"2.3","type":"string"}},"delivery":{"title":"DeliveryVerification","description":"\"`success` (boolean), `errors` (array), `details` (object with `latitude` number, `longitude` number, `time_zone` string).\" Present only when this verification kind applies (see the description of the whole object).","x-spec":"2.3","type":"object","required":["success","errors","details"],"properties":{"success":{"description":"\"`success` (boolean)\"","x-spec":"2.3","type":"boolean"},"errors":{"description":"\"`errors` (array)\"; element type not shown.","x-spec":"2.3","type":"array"},"details":{"title":"DeliveryDetails","description":"\"`details` (object with `latitude` number, `longitude` number, `time_zone` string)\"","x-spec":"2.3","type":"object","required":["latitude","longitude","time_zone"],"properties":{"latitude":{"description":"\"`latitude` number\"","x-spec":"2.3","type":"number"},"longitude":{"description":"\"`longitude` number\"","x-spec":"2.3","type":"number"},"time_zone":{"description":"\"`time_zone` string\"","x-spec":"2.3","type":"string"}}}}},"smarty":{"title":"SmartyVerification","description":"\"`success` (boolean), `usps_eligible` (boolean), `warnings` (array), `recommended_address` (object with `object`, `street1`, `street2`, `city`, `state`, `zip`, `country`, `residential`).\" Present only when this verification kind applies (see the description of the whole object).","x-spec":"2.3","type":"object","required":["success","usps_eligible","warnings","recommended_address"],"properties":{"success":{"description":"\"`success` (boolean)\"","x-spec":"2.3","type":"boolean"},"usps_eligible":{"description":"\"`usps_eligible` (boolean)\"","x-spec":"2.3","type":"boolean"},"warnings":{"description":"\"`warnings` (array)\"; element type not shown.","x-spec":"2.3","type":"array"},"recommended_address":{"title":"RecommendedAddress","description":"\"`recommended_address` (object with `object`, `street1`, `street2`, `city`, `state`, `zip`, `country`, `residential`)\". The field types are not shown, so each listed field must be present but may hold any value.","x-spec":"2.3","type":"object","required":["object","street1","street2","city","state","zip","country","residential"],"properties":{"object":{"description":"Listed as `object`; type not shown.","x-spec":"2.3"},"street1":{"description":"Listed as `street1`; type not shown.","x-spec":"2.3"},"street2":{"description":"Listed as `street2`; type not shown.","x-spec":"2.3"},"city":{"description":"Listed as `city`; type not shown.","x-spec":"2.3"},"state":{"description":"Listed as `state`; type not shown.","x-spec":"2.3"},"zip":{"description":"Listed as `zip`; type not shown.","x-spec":"2.3"},"country":{"description":"Listed as `country`; type not shown.","x-spec":"2.3"},"residential":{"description":"Listed as `residential`; type not shown.","x-spec":"2.3"}}}}}}};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://osf-conformance.dev/schemas/address-verifications.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.verify === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "verify"},schema:schema33.required,parentSchema:schema33,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.verify !== undefined){
let data0 = data.verify;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(typeof data1 !== "string"){
const err1 = {instancePath:instancePath+"/verify/" + i0,schemaPath:"#/properties/verify/items/type",keyword:"type",params:{type: "string"},schema:schema33.properties.verify.items.type,parentSchema:schema33.properties.verify.items,data:data1};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath:instancePath+"/verify",schemaPath:"#/properties/verify/type",keyword:"type",params:{type: "array"},schema:schema33.properties.verify.type,parentSchema:schema33.properties.verify,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.delivery !== undefined){
let data2 = data.delivery;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.success === undefined){
const err3 = {instancePath:instancePath+"/delivery",schemaPath:"#/properties/delivery/required",keyword:"required",params:{missingProperty: "success"},schema:schema33.properties.delivery.required,parentSchema:schema33.properties.delivery,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data2.errors === undefined){
const err4 = {instancePath:instancePath+"/delivery",schemaPath:"#/properties/delivery/required",keyword:"required",params:{missingProperty: "errors"},schema:schema33.properties.delivery.required,parentSchema:schema33.properties.delivery,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data2.details === undefined){
const err5 = {instancePath:instancePath+"/delivery",schemaPath:"#/properties/delivery/required",keyword:"required",params:{missingProperty: "details"},schema:schema33.properties.delivery.required,parentSchema:schema33.properties.delivery,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.success !== undefined){
let data3 = data2.success;
if(typeof data3 !== "boolean"){
const err6 = {instancePath:instancePath+"/delivery/success",schemaPath:"#/properties/delivery/properties/success/type",keyword:"type",params:{type: "boolean"},schema:schema33.properties.delivery.properties.success.type,parentSchema:schema33.properties.delivery.properties.success,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data2.errors !== undefined){
let data4 = data2.errors;
if(!(Array.isArray(data4))){
const err7 = {instancePath:instancePath+"/delivery/errors",schemaPath:"#/properties/delivery/properties/errors/type",keyword:"type",params:{type: "array"},schema:schema33.properties.delivery.properties.errors.type,parentSchema:schema33.properties.delivery.properties.errors,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data2.details !== undefined){
let data5 = data2.details;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.latitude === undefined){
const err8 = {instancePath:instancePath+"/delivery/details",schemaPath:"#/properties/delivery/properties/details/required",keyword:"required",params:{missingProperty: "latitude"},schema:schema33.properties.delivery.properties.details.required,parentSchema:schema33.properties.delivery.properties.details,data:data5};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data5.longitude === undefined){
const err9 = {instancePath:instancePath+"/delivery/details",schemaPath:"#/properties/delivery/properties/details/required",keyword:"required",params:{missingProperty: "longitude"},schema:schema33.properties.delivery.properties.details.required,parentSchema:schema33.properties.delivery.properties.details,data:data5};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data5.time_zone === undefined){
const err10 = {instancePath:instancePath+"/delivery/details",schemaPath:"#/properties/delivery/properties/details/required",keyword:"required",params:{missingProperty: "time_zone"},schema:schema33.properties.delivery.properties.details.required,parentSchema:schema33.properties.delivery.properties.details,data:data5};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data5.latitude !== undefined){
let data6 = data5.latitude;
if(!((typeof data6 == "number") && (isFinite(data6)))){
const err11 = {instancePath:instancePath+"/delivery/details/latitude",schemaPath:"#/properties/delivery/properties/details/properties/latitude/type",keyword:"type",params:{type: "number"},schema:schema33.properties.delivery.properties.details.properties.latitude.type,parentSchema:schema33.properties.delivery.properties.details.properties.latitude,data:data6};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data5.longitude !== undefined){
let data7 = data5.longitude;
if(!((typeof data7 == "number") && (isFinite(data7)))){
const err12 = {instancePath:instancePath+"/delivery/details/longitude",schemaPath:"#/properties/delivery/properties/details/properties/longitude/type",keyword:"type",params:{type: "number"},schema:schema33.properties.delivery.properties.details.properties.longitude.type,parentSchema:schema33.properties.delivery.properties.details.properties.longitude,data:data7};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data5.time_zone !== undefined){
let data8 = data5.time_zone;
if(typeof data8 !== "string"){
const err13 = {instancePath:instancePath+"/delivery/details/time_zone",schemaPath:"#/properties/delivery/properties/details/properties/time_zone/type",keyword:"type",params:{type: "string"},schema:schema33.properties.delivery.properties.details.properties.time_zone.type,parentSchema:schema33.properties.delivery.properties.details.properties.time_zone,data:data8};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/delivery/details",schemaPath:"#/properties/delivery/properties/details/type",keyword:"type",params:{type: "object"},schema:schema33.properties.delivery.properties.details.type,parentSchema:schema33.properties.delivery.properties.details,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/delivery",schemaPath:"#/properties/delivery/type",keyword:"type",params:{type: "object"},schema:schema33.properties.delivery.type,parentSchema:schema33.properties.delivery,data:data2};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.smarty !== undefined){
let data9 = data.smarty;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.success === undefined){
const err16 = {instancePath:instancePath+"/smarty",schemaPath:"#/properties/smarty/required",keyword:"required",params:{missingProperty: "success"},schema:schema33.properties.smarty.required,parentSchema:schema33.properties.smarty,data:data9};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data9.usps_eligible === undefined){
const err17 = {instancePath:instancePath+"/smarty",schemaPath:"#/properties/smarty/required",keyword:"required",params:{missingProperty: "usps_eligible"},schema:schema33.properties.smarty.required,parentSchema:schema33.properties.smarty,data:data9};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data9.warnings === undefined){
const err18 = {instancePath:instancePath+"/smarty",schemaPath:"#/properties/smarty/required",keyword:"required",params:{missingProperty: "warnings"},schema:schema33.properties.smarty.required,parentSchema:schema33.properties.smarty,data:data9};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data9.recommended_address === undefined){
const err19 = {instancePath:instancePath+"/smarty",schemaPath:"#/properties/smarty/required",keyword:"required",params:{missingProperty: "recommended_address"},schema:schema33.properties.smarty.required,parentSchema:schema33.properties.smarty,data:data9};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data9.success !== undefined){
let data10 = data9.success;
if(typeof data10 !== "boolean"){
const err20 = {instancePath:instancePath+"/smarty/success",schemaPath:"#/properties/smarty/properties/success/type",keyword:"type",params:{type: "boolean"},schema:schema33.properties.smarty.properties.success.type,parentSchema:schema33.properties.smarty.properties.success,data:data10};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data9.usps_eligible !== undefined){
let data11 = data9.usps_eligible;
if(typeof data11 !== "boolean"){
const err21 = {instancePath:instancePath+"/smarty/usps_eligible",schemaPath:"#/properties/smarty/properties/usps_eligible/type",keyword:"type",params:{type: "boolean"},schema:schema33.properties.smarty.properties.usps_eligible.type,parentSchema:schema33.properties.smarty.properties.usps_eligible,data:data11};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data9.warnings !== undefined){
let data12 = data9.warnings;
if(!(Array.isArray(data12))){
const err22 = {instancePath:instancePath+"/smarty/warnings",schemaPath:"#/properties/smarty/properties/warnings/type",keyword:"type",params:{type: "array"},schema:schema33.properties.smarty.properties.warnings.type,parentSchema:schema33.properties.smarty.properties.warnings,data:data12};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data9.recommended_address !== undefined){
let data13 = data9.recommended_address;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.object === undefined){
const err23 = {instancePath:instancePath+"/smarty/recommended_address",schemaPath:"#/properties/smarty/properties/recommended_address/required",keyword:"required",params:{missingProperty: "object"},schema:schema33.properties.smarty.properties.recommended_address.required,parentSchema:schema33.properties.smarty.properties.recommended_address,data:data13};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data13.street1 === undefined){
const err24 = {instancePath:instancePath+"/smarty/recommended_address",schemaPath:"#/properties/smarty/properties/recommended_address/required",keyword:"required",params:{missingProperty: "street1"},schema:schema33.properties.smarty.properties.recommended_address.required,parentSchema:schema33.properties.smarty.properties.recommended_address,data:data13};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data13.street2 === undefined){
const err25 = {instancePath:instancePath+"/smarty/recommended_address",schemaPath:"#/properties/smarty/properties/recommended_address/required",keyword:"required",params:{missingProperty: "street2"},schema:schema33.properties.smarty.properties.recommended_address.required,parentSchema:schema33.properties.smarty.properties.recommended_address,data:data13};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data13.city === undefined){
const err26 = {instancePath:instancePath+"/smarty/recommended_address",schemaPath:"#/properties/smarty/properties/recommended_address/required",keyword:"required",params:{missingProperty: "city"},schema:schema33.properties.smarty.properties.recommended_address.required,parentSchema:schema33.properties.smarty.properties.recommended_address,data:data13};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data13.state === undefined){
const err27 = {instancePath:instancePath+"/smarty/recommended_address",schemaPath:"#/properties/smarty/properties/recommended_address/required",keyword:"required",params:{missingProperty: "state"},schema:schema33.properties.smarty.properties.recommended_address.required,parentSchema:schema33.properties.smarty.properties.recommended_address,data:data13};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data13.zip === undefined){
const err28 = {instancePath:instancePath+"/smarty/recommended_address",schemaPath:"#/properties/smarty/properties/recommended_address/required",keyword:"required",params:{missingProperty: "zip"},schema:schema33.properties.smarty.properties.recommended_address.required,parentSchema:schema33.properties.smarty.properties.recommended_address,data:data13};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data13.country === undefined){
const err29 = {instancePath:instancePath+"/smarty/recommended_address",schemaPath:"#/properties/smarty/properties/recommended_address/required",keyword:"required",params:{missingProperty: "country"},schema:schema33.properties.smarty.properties.recommended_address.required,parentSchema:schema33.properties.smarty.properties.recommended_address,data:data13};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data13.residential === undefined){
const err30 = {instancePath:instancePath+"/smarty/recommended_address",schemaPath:"#/properties/smarty/properties/recommended_address/required",keyword:"required",params:{missingProperty: "residential"},schema:schema33.properties.smarty.properties.recommended_address.required,parentSchema:schema33.properties.smarty.properties.recommended_address,data:data13};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/smarty/recommended_address",schemaPath:"#/properties/smarty/properties/recommended_address/type",keyword:"type",params:{type: "object"},schema:schema33.properties.smarty.properties.recommended_address.type,parentSchema:schema33.properties.smarty.properties.recommended_address,data:data13};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath:instancePath+"/smarty",schemaPath:"#/properties/smarty/type",keyword:"type",params:{type: "object"},schema:schema33.properties.smarty.type,parentSchema:schema33.properties.smarty,data:data9};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
else {
const err33 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema33.type,parentSchema:schema33,data};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":{"verify":true,"delivery":true,"smarty":true},"dynamicProps":false,"dynamicItems":false};

export const validate_scan_form_list = validate23;
const schema34 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://osf-conformance.dev/schemas/scan-form-list.schema.json","title":"ScanFormList","description":"Spec 4.4 \"Response (200, JSON)\" of `GET {scan_base_url}/v2/scan_forms` without `summary=true`. All three listed fields are required; other fields are allowed.","x-spec":"4.4","type":"object","required":["scan_forms","has_more","total_count"],"properties":{"scan_forms":{"description":"\"array of ScanForm\" (\"See 2.2.\")","x-spec":"4.4","type":"array","items":{"title":"ScanForm","description":"Each element: \"array of ScanForm\" (\"See 2.2.\")","x-spec":"4.4","type":"object","required":["id","object","created_at","updated_at","status","tracking_codes","address","message","form","form_file_type","form_url","batch_id","reference","confirmation","carrier","num_shipments"],"properties":{"id":{"description":"\"Identifier with prefix `sf_`.\"","x-spec":"2.2","type":"string","pattern":"^sf_"},"object":{"description":"\"Constant `ScanForm`.\"","x-spec":"2.2","type":"string","const":"ScanForm"},"created_at":{"description":"\"ISO 8601 timestamp (UTC).\" UTC is accepted as `Z` or `+00:00`, with optional fractional seconds.","x-spec":"2.2","type":"string","format":"utc-date-time"},"updated_at":{"description":"\"ISO 8601 timestamp (UTC).\" UTC is accepted as `Z` or `+00:00`, with optional fractional seconds.","x-spec":"2.2","type":"string","format":"utc-date-time"},"status":{"description":"\"A value seen is `created`. See section 3.\" Section 3: \"The complete list of status values ... not shown.\" So any string is accepted.","x-spec":"2.2","type":"string"},"tracking_codes":{"description":"\"Tracking codes of the shipments on the form. Element type: not shown.\" Elements are therefore unconstrained.","x-spec":"2.2","type":"array"},"address":{"title":"Address","description":"\"The address associated with the form (see 2.3).\" Type \"Address object\"; the spec does not say \"or null\".","x-spec":"2.2","type":"object","required":["id","object","created_at","updated_at","street1","street2","city","state","zip","country","name","company","phone","email","residential","verifications"],"properties":{"id":{"description":"\"Prefix `adr_`.\"","x-spec":"2.3","type":"string","pattern":"^adr_"},"object":{"description":"\"Constant `Address`.\"","x-spec":"2.3","type":"string","const":"Address"},"created_at":{"description":"\"ISO 8601 timestamps.\" No time zone is imposed (2.3 does not say UTC), but an offset or Z must be present.","x-spec":"2.3","type":"string","format":"date-time"},"updated_at":{"description":"\"ISO 8601 timestamps.\" No time zone is imposed (2.3 does not say UTC), but an offset or Z must be present.","x-spec":"2.3","type":"string","format":"date-time"},"street1":{"description":"\"Postal parts.\" Type string.","x-spec":"2.3","type":"string"},"street2":{"description":"\"Postal parts.\" Type string; the spec does not say \"or null\" for postal parts.","x-spec":"2.3","type":"string"},"city":{"description":"\"Postal parts.\" Type string.","x-spec":"2.3","type":"string"},"state":{"description":"\"Postal parts.\" Type string.","x-spec":"2.3","type":"string"},"zip":{"description":"\"Postal parts.\" Type string.","x-spec":"2.3","type":"string"},"country":{"description":"\"Postal parts.\" Type string.","x-spec":"2.3","type":"string"},"name":{"description":"\"Contact parts\". Type \"string or null\".","x-spec":"2.3","type":["string","null"]},"company":{"description":"\"Contact parts; company may be null.\" Type \"string or null\".","x-spec":"2.3","type":["string","null"]},"phone":{"description":"\"Contact parts\". Type \"string or null\".","x-spec":"2.3","type":["string","null"]},"email":{"description":"\"Contact parts\". Type \"string or null\".","x-spec":"2.3","type":["string","null"]},"residential":{"description":"\"May be null.\" Type \"boolean or null\".","x-spec":"2.3","type":["boolean","null"]},"verifications":{"title":"AddressVerifications","description":"\"Verification results (below).\"","x-spec":"2.3","type":"object","required":["verify"],"properties":{"verify":{"description":"\"Verification kinds requested (e.g. `delivery`).\" Type \"array of string\".","x-spec":"2.3","type":"array","items":{"description":"A verification kind: \"array of string\".","x-spec":"2.3","type":"string"}},"delivery":{"title":"DeliveryVerification","description":"\"`success` (boolean), `errors` (array), `details` (object with `latitude` number, `longitude` number, `time_zone` string).\" Present only when this verification kind applies (see the description of the whole object).","x-spec":"2.3","type":"object","required":["success","errors","details"],"properties":{"success":{"description":"\"`success` (boolean)\"","x-spec":"2.3","type":"boolean"},"errors":{"description":"\"`errors` (array)\"; element type not shown.","x-spec":"2.3","type":"array"},"details":{"title":"DeliveryDetails","description":"\"`details` (object with `latitude` number, `longitude` number, `time_zone` string)\"","x-spec":"2.3","type":"object","required":["latitude","longitude","time_zone"],"properties":{"latitude":{"description":"\"`latitude` number\"","x-spec":"2.3","type":"number"},"longitude":{"description":"\"`longitude` number\"","x-spec":"2.3","type":"number"},"time_zone":{"description":"\"`time_zone` string\"","x-spec":"2.3","type":"string"}}}}},"smarty":{"title":"SmartyVerification","description":"\"`success` (boolean), `usps_eligible` (boolean), `warnings` (array), `recommended_address` (object with `object`, `street1`, `street2`, `city`, `state`, `zip`, `country`, `residential`).\" Present only when this verification kind applies (see the description of the whole object).","x-spec":"2.3","type":"object","required":["success","usps_eligible","warnings","recommended_address"],"properties":{"success":{"description":"\"`success` (boolean)\"","x-spec":"2.3","type":"boolean"},"usps_eligible":{"description":"\"`usps_eligible` (boolean)\"","x-spec":"2.3","type":"boolean"},"warnings":{"description":"\"`warnings` (array)\"; element type not shown.","x-spec":"2.3","type":"array"},"recommended_address":{"title":"RecommendedAddress","description":"\"`recommended_address` (object with `object`, `street1`, `street2`, `city`, `state`, `zip`, `country`, `residential`)\". The field types are not shown, so each listed field must be present but may hold any value.","x-spec":"2.3","type":"object","required":["object","street1","street2","city","state","zip","country","residential"],"properties":{"object":{"description":"Listed as `object`; type not shown.","x-spec":"2.3"},"street1":{"description":"Listed as `street1`; type not shown.","x-spec":"2.3"},"street2":{"description":"Listed as `street2`; type not shown.","x-spec":"2.3"},"city":{"description":"Listed as `city`; type not shown.","x-spec":"2.3"},"state":{"description":"Listed as `state`; type not shown.","x-spec":"2.3"},"zip":{"description":"Listed as `zip`; type not shown.","x-spec":"2.3"},"country":{"description":"Listed as `country`; type not shown.","x-spec":"2.3"},"residential":{"description":"Listed as `residential`; type not shown.","x-spec":"2.3"}}}}}}}}},"message":{"description":"\"May be an empty string.\" Type string; the spec does not say \"or null\".","x-spec":"2.2","type":"string"},"form":{"description":"\"Form content or form reference.\"","x-spec":"2.2","type":"string"},"form_file_type":{"description":"\"File type of the form. A value seen is `csv`. Full set of allowed values: not shown.\" So any string is accepted.","x-spec":"2.2","type":"string"},"form_url":{"description":"\"URL from which the form file can be fetched.\" Checked as an absolute http(s) URL, since a client can only fetch from such a URL.","x-spec":"2.2","type":"string","format":"fetchable-url"},"batch_id":{"description":"\"Identifier of the batch, prefix `batch_`.\"","x-spec":"2.2","type":"string","pattern":"^batch_"},"reference":{"description":"\"Merchant-defined reference.\" Type \"string or null\".","x-spec":"2.2","type":["string","null"]},"confirmation":{"description":"\"Confirmation value.\" Type \"string or null\".","x-spec":"2.2","type":["string","null"]},"carrier":{"description":"\"Carrier name. Full set of allowed values: not shown.\" So any string is accepted.","x-spec":"2.2","type":"string"},"num_shipments":{"description":"\"Number of shipments on the form.\" Type integer; a number of shipments cannot be negative.","x-spec":"2.2","type":"integer","minimum":0}}}},"has_more":{"description":"\"Whether more results exist.\" Type boolean.","x-spec":"4.4","type":"boolean"},"total_count":{"description":"\"Total number of matching forms.\" Type integer; a number of forms cannot be negative.","x-spec":"4.4","type":"integer","minimum":0}}};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://osf-conformance.dev/schemas/scan-form-list.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.scan_forms === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "scan_forms"},schema:schema34.required,parentSchema:schema34,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.has_more === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "has_more"},schema:schema34.required,parentSchema:schema34,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.total_count === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total_count"},schema:schema34.required,parentSchema:schema34,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.scan_forms !== undefined){
let data0 = data.scan_forms;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.id === undefined){
const err3 = {instancePath:instancePath+"/scan_forms/" + i0,schemaPath:"#/properties/scan_forms/items/required",keyword:"required",params:{missingProperty: "id"},schema:schema34.properties.scan_forms.items.required,parentSchema:schema34.properties.scan_forms.items,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1.object === undefined){
const err4 = {instancePath:instancePath+"/scan_forms/" + i0,schemaPath:"#/properties/scan_forms/items/required",keyword:"required",params:{missingProperty: "object"},schema:schema34.properties.scan_forms.items.required,parentSchema:schema34.properties.scan_forms.items,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.created_at === undefined){
const err5 = {instancePath:instancePath+"/scan_forms/" + i0,schemaPath:"#/properties/scan_forms/items/required",keyword:"required",params:{missingProperty: "created_at"},schema:schema34.properties.scan_forms.items.required,parentSchema:schema34.properties.scan_forms.items,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.updated_at === undefined){
const err6 = {instancePath:instancePath+"/scan_forms/" + i0,schemaPath:"#/properties/scan_forms/items/required",keyword:"required",params:{missingProperty: "updated_at"},schema:schema34.properties.scan_forms.items.required,parentSchema:schema34.properties.scan_forms.items,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.status === undefined){
const err7 = {instancePath:instancePath+"/scan_forms/" + i0,schemaPath:"#/properties/scan_forms/items/required",keyword:"required",params:{missingProperty: "status"},schema:schema34.properties.scan_forms.items.required,parentSchema:schema34.properties.scan_forms.items,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.tracking_codes === undefined){
const err8 = {instancePath:instancePath+"/scan_forms/" + i0,schemaPath:"#/properties/scan_forms/items/required",keyword:"required",params:{missingProperty: "tracking_codes"},schema:schema34.properties.scan_forms.items.required,parentSchema:schema34.properties.scan_forms.items,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1.address === undefined){
const err9 = {instancePath:instancePath+"/scan_forms/" + i0,schemaPath:"#/properties/scan_forms/items/required",keyword:"required",params:{missingProperty: "address"},schema:schema34.properties.scan_forms.items.required,parentSchema:schema34.properties.scan_forms.items,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1.message === undefined){
const err10 = {instancePath:instancePath+"/scan_forms/" + i0,schemaPath:"#/properties/scan_forms/items/required",keyword:"required",params:{missingProperty: "message"},schema:schema34.properties.scan_forms.items.required,parentSchema:schema34.properties.scan_forms.items,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data1.form === undefined){
const err11 = {instancePath:instancePath+"/scan_forms/" + i0,schemaPath:"#/properties/scan_forms/items/required",keyword:"required",params:{missingProperty: "form"},schema:schema34.properties.scan_forms.items.required,parentSchema:schema34.properties.scan_forms.items,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data1.form_file_type === undefined){
const err12 = {instancePath:instancePath+"/scan_forms/" + i0,schemaPath:"#/properties/scan_forms/items/required",keyword:"required",params:{missingProperty: "form_file_type"},schema:schema34.properties.scan_forms.items.required,parentSchema:schema34.properties.scan_forms.items,data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data1.form_url === undefined){
const err13 = {instancePath:instancePath+"/scan_forms/" + i0,schemaPath:"#/properties/scan_forms/items/required",keyword:"required",params:{missingProperty: "form_url"},schema:schema34.properties.scan_forms.items.required,parentSchema:schema34.properties.scan_forms.items,data:data1};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data1.batch_id === undefined){
const err14 = {instancePath:instancePath+"/scan_forms/" + i0,schemaPath:"#/properties/scan_forms/items/required",keyword:"required",params:{missingProperty: "batch_id"},schema:schema34.properties.scan_forms.items.required,parentSchema:schema34.properties.scan_forms.items,data:data1};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data1.reference === undefined){
const err15 = {instancePath:instancePath+"/scan_forms/" + i0,schemaPath:"#/properties/scan_forms/items/required",keyword:"required",params:{missingProperty: "reference"},schema:schema34.properties.scan_forms.items.required,parentSchema:schema34.properties.scan_forms.items,data:data1};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data1.confirmation === undefined){
const err16 = {instancePath:instancePath+"/scan_forms/" + i0,schemaPath:"#/properties/scan_forms/items/required",keyword:"required",params:{missingProperty: "confirmation"},schema:schema34.properties.scan_forms.items.required,parentSchema:schema34.properties.scan_forms.items,data:data1};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data1.carrier === undefined){
const err17 = {instancePath:instancePath+"/scan_forms/" + i0,schemaPath:"#/properties/scan_forms/items/required",keyword:"required",params:{missingProperty: "carrier"},schema:schema34.properties.scan_forms.items.required,parentSchema:schema34.properties.scan_forms.items,data:data1};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data1.num_shipments === undefined){
const err18 = {instancePath:instancePath+"/scan_forms/" + i0,schemaPath:"#/properties/scan_forms/items/required",keyword:"required",params:{missingProperty: "num_shipments"},schema:schema34.properties.scan_forms.items.required,parentSchema:schema34.properties.scan_forms.items,data:data1};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data1.id !== undefined){
let data2 = data1.id;
if(typeof data2 === "string"){
if(!pattern4.test(data2)){
const err19 = {instancePath:instancePath+"/scan_forms/" + i0+"/id",schemaPath:"#/properties/scan_forms/items/properties/id/pattern",keyword:"pattern",params:{pattern: "^sf_"},schema:"^sf_",parentSchema:schema34.properties.scan_forms.items.properties.id,data:data2};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/scan_forms/" + i0+"/id",schemaPath:"#/properties/scan_forms/items/properties/id/type",keyword:"type",params:{type: "string"},schema:schema34.properties.scan_forms.items.properties.id.type,parentSchema:schema34.properties.scan_forms.items.properties.id,data:data2};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data1.object !== undefined){
let data3 = data1.object;
if(typeof data3 !== "string"){
const err21 = {instancePath:instancePath+"/scan_forms/" + i0+"/object",schemaPath:"#/properties/scan_forms/items/properties/object/type",keyword:"type",params:{type: "string"},schema:schema34.properties.scan_forms.items.properties.object.type,parentSchema:schema34.properties.scan_forms.items.properties.object,data:data3};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if("ScanForm" !== data3){
const err22 = {instancePath:instancePath+"/scan_forms/" + i0+"/object",schemaPath:"#/properties/scan_forms/items/properties/object/const",keyword:"const",params:{allowedValue: "ScanForm"},schema:"ScanForm",parentSchema:schema34.properties.scan_forms.items.properties.object,data:data3};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data1.created_at !== undefined){
let data4 = data1.created_at;
if(typeof data4 === "string"){
if(!(formats0.validate(data4))){
const err23 = {instancePath:instancePath+"/scan_forms/" + i0+"/created_at",schemaPath:"#/properties/scan_forms/items/properties/created_at/format",keyword:"format",params:{format: "utc-date-time"},schema:"utc-date-time",parentSchema:schema34.properties.scan_forms.items.properties.created_at,data:data4};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/scan_forms/" + i0+"/created_at",schemaPath:"#/properties/scan_forms/items/properties/created_at/type",keyword:"type",params:{type: "string"},schema:schema34.properties.scan_forms.items.properties.created_at.type,parentSchema:schema34.properties.scan_forms.items.properties.created_at,data:data4};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data1.updated_at !== undefined){
let data5 = data1.updated_at;
if(typeof data5 === "string"){
if(!(formats0.validate(data5))){
const err25 = {instancePath:instancePath+"/scan_forms/" + i0+"/updated_at",schemaPath:"#/properties/scan_forms/items/properties/updated_at/format",keyword:"format",params:{format: "utc-date-time"},schema:"utc-date-time",parentSchema:schema34.properties.scan_forms.items.properties.updated_at,data:data5};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/scan_forms/" + i0+"/updated_at",schemaPath:"#/properties/scan_forms/items/properties/updated_at/type",keyword:"type",params:{type: "string"},schema:schema34.properties.scan_forms.items.properties.updated_at.type,parentSchema:schema34.properties.scan_forms.items.properties.updated_at,data:data5};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data1.status !== undefined){
let data6 = data1.status;
if(typeof data6 !== "string"){
const err27 = {instancePath:instancePath+"/scan_forms/" + i0+"/status",schemaPath:"#/properties/scan_forms/items/properties/status/type",keyword:"type",params:{type: "string"},schema:schema34.properties.scan_forms.items.properties.status.type,parentSchema:schema34.properties.scan_forms.items.properties.status,data:data6};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data1.tracking_codes !== undefined){
let data7 = data1.tracking_codes;
if(!(Array.isArray(data7))){
const err28 = {instancePath:instancePath+"/scan_forms/" + i0+"/tracking_codes",schemaPath:"#/properties/scan_forms/items/properties/tracking_codes/type",keyword:"type",params:{type: "array"},schema:schema34.properties.scan_forms.items.properties.tracking_codes.type,parentSchema:schema34.properties.scan_forms.items.properties.tracking_codes,data:data7};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data1.address !== undefined){
let data8 = data1.address;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.id === undefined){
const err29 = {instancePath:instancePath+"/scan_forms/" + i0+"/address",schemaPath:"#/properties/scan_forms/items/properties/address/required",keyword:"required",params:{missingProperty: "id"},schema:schema34.properties.scan_forms.items.properties.address.required,parentSchema:schema34.properties.scan_forms.items.properties.address,data:data8};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data8.object === undefined){
const err30 = {instancePath:instancePath+"/scan_forms/" + i0+"/address",schemaPath:"#/properties/scan_forms/items/properties/address/required",keyword:"required",params:{missingProperty: "object"},schema:schema34.properties.scan_forms.items.properties.address.required,parentSchema:schema34.properties.scan_forms.items.properties.address,data:data8};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data8.created_at === undefined){
const err31 = {instancePath:instancePath+"/scan_forms/" + i0+"/address",schemaPath:"#/properties/scan_forms/items/properties/address/required",keyword:"required",params:{missingProperty: "created_at"},schema:schema34.properties.scan_forms.items.properties.address.required,parentSchema:schema34.properties.scan_forms.items.properties.address,data:data8};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data8.updated_at === undefined){
const err32 = {instancePath:instancePath+"/scan_forms/" + i0+"/address",schemaPath:"#/properties/scan_forms/items/properties/address/required",keyword:"required",params:{missingProperty: "updated_at"},schema:schema34.properties.scan_forms.items.properties.address.required,parentSchema:schema34.properties.scan_forms.items.properties.address,data:data8};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data8.street1 === undefined){
const err33 = {instancePath:instancePath+"/scan_forms/" + i0+"/address",schemaPath:"#/properties/scan_forms/items/properties/address/required",keyword:"required",params:{missingProperty: "street1"},schema:schema34.properties.scan_forms.items.properties.address.required,parentSchema:schema34.properties.scan_forms.items.properties.address,data:data8};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data8.street2 === undefined){
const err34 = {instancePath:instancePath+"/scan_forms/" + i0+"/address",schemaPath:"#/properties/scan_forms/items/properties/address/required",keyword:"required",params:{missingProperty: "street2"},schema:schema34.properties.scan_forms.items.properties.address.required,parentSchema:schema34.properties.scan_forms.items.properties.address,data:data8};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data8.city === undefined){
const err35 = {instancePath:instancePath+"/scan_forms/" + i0+"/address",schemaPath:"#/properties/scan_forms/items/properties/address/required",keyword:"required",params:{missingProperty: "city"},schema:schema34.properties.scan_forms.items.properties.address.required,parentSchema:schema34.properties.scan_forms.items.properties.address,data:data8};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data8.state === undefined){
const err36 = {instancePath:instancePath+"/scan_forms/" + i0+"/address",schemaPath:"#/properties/scan_forms/items/properties/address/required",keyword:"required",params:{missingProperty: "state"},schema:schema34.properties.scan_forms.items.properties.address.required,parentSchema:schema34.properties.scan_forms.items.properties.address,data:data8};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data8.zip === undefined){
const err37 = {instancePath:instancePath+"/scan_forms/" + i0+"/address",schemaPath:"#/properties/scan_forms/items/properties/address/required",keyword:"required",params:{missingProperty: "zip"},schema:schema34.properties.scan_forms.items.properties.address.required,parentSchema:schema34.properties.scan_forms.items.properties.address,data:data8};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data8.country === undefined){
const err38 = {instancePath:instancePath+"/scan_forms/" + i0+"/address",schemaPath:"#/properties/scan_forms/items/properties/address/required",keyword:"required",params:{missingProperty: "country"},schema:schema34.properties.scan_forms.items.properties.address.required,parentSchema:schema34.properties.scan_forms.items.properties.address,data:data8};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data8.name === undefined){
const err39 = {instancePath:instancePath+"/scan_forms/" + i0+"/address",schemaPath:"#/properties/scan_forms/items/properties/address/required",keyword:"required",params:{missingProperty: "name"},schema:schema34.properties.scan_forms.items.properties.address.required,parentSchema:schema34.properties.scan_forms.items.properties.address,data:data8};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data8.company === undefined){
const err40 = {instancePath:instancePath+"/scan_forms/" + i0+"/address",schemaPath:"#/properties/scan_forms/items/properties/address/required",keyword:"required",params:{missingProperty: "company"},schema:schema34.properties.scan_forms.items.properties.address.required,parentSchema:schema34.properties.scan_forms.items.properties.address,data:data8};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data8.phone === undefined){
const err41 = {instancePath:instancePath+"/scan_forms/" + i0+"/address",schemaPath:"#/properties/scan_forms/items/properties/address/required",keyword:"required",params:{missingProperty: "phone"},schema:schema34.properties.scan_forms.items.properties.address.required,parentSchema:schema34.properties.scan_forms.items.properties.address,data:data8};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data8.email === undefined){
const err42 = {instancePath:instancePath+"/scan_forms/" + i0+"/address",schemaPath:"#/properties/scan_forms/items/properties/address/required",keyword:"required",params:{missingProperty: "email"},schema:schema34.properties.scan_forms.items.properties.address.required,parentSchema:schema34.properties.scan_forms.items.properties.address,data:data8};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data8.residential === undefined){
const err43 = {instancePath:instancePath+"/scan_forms/" + i0+"/address",schemaPath:"#/properties/scan_forms/items/properties/address/required",keyword:"required",params:{missingProperty: "residential"},schema:schema34.properties.scan_forms.items.properties.address.required,parentSchema:schema34.properties.scan_forms.items.properties.address,data:data8};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data8.verifications === undefined){
const err44 = {instancePath:instancePath+"/scan_forms/" + i0+"/address",schemaPath:"#/properties/scan_forms/items/properties/address/required",keyword:"required",params:{missingProperty: "verifications"},schema:schema34.properties.scan_forms.items.properties.address.required,parentSchema:schema34.properties.scan_forms.items.properties.address,data:data8};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data8.id !== undefined){
let data9 = data8.id;
if(typeof data9 === "string"){
if(!pattern5.test(data9)){
const err45 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/id",schemaPath:"#/properties/scan_forms/items/properties/address/properties/id/pattern",keyword:"pattern",params:{pattern: "^adr_"},schema:"^adr_",parentSchema:schema34.properties.scan_forms.items.properties.address.properties.id,data:data9};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/id",schemaPath:"#/properties/scan_forms/items/properties/address/properties/id/type",keyword:"type",params:{type: "string"},schema:schema34.properties.scan_forms.items.properties.address.properties.id.type,parentSchema:schema34.properties.scan_forms.items.properties.address.properties.id,data:data9};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data8.object !== undefined){
let data10 = data8.object;
if(typeof data10 !== "string"){
const err47 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/object",schemaPath:"#/properties/scan_forms/items/properties/address/properties/object/type",keyword:"type",params:{type: "string"},schema:schema34.properties.scan_forms.items.properties.address.properties.object.type,parentSchema:schema34.properties.scan_forms.items.properties.address.properties.object,data:data10};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if("Address" !== data10){
const err48 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/object",schemaPath:"#/properties/scan_forms/items/properties/address/properties/object/const",keyword:"const",params:{allowedValue: "Address"},schema:"Address",parentSchema:schema34.properties.scan_forms.items.properties.address.properties.object,data:data10};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data8.created_at !== undefined){
let data11 = data8.created_at;
if(typeof data11 === "string"){
if(!(formats4.validate(data11))){
const err49 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/created_at",schemaPath:"#/properties/scan_forms/items/properties/address/properties/created_at/format",keyword:"format",params:{format: "date-time"},schema:"date-time",parentSchema:schema34.properties.scan_forms.items.properties.address.properties.created_at,data:data11};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/created_at",schemaPath:"#/properties/scan_forms/items/properties/address/properties/created_at/type",keyword:"type",params:{type: "string"},schema:schema34.properties.scan_forms.items.properties.address.properties.created_at.type,parentSchema:schema34.properties.scan_forms.items.properties.address.properties.created_at,data:data11};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data8.updated_at !== undefined){
let data12 = data8.updated_at;
if(typeof data12 === "string"){
if(!(formats4.validate(data12))){
const err51 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/updated_at",schemaPath:"#/properties/scan_forms/items/properties/address/properties/updated_at/format",keyword:"format",params:{format: "date-time"},schema:"date-time",parentSchema:schema34.properties.scan_forms.items.properties.address.properties.updated_at,data:data12};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/updated_at",schemaPath:"#/properties/scan_forms/items/properties/address/properties/updated_at/type",keyword:"type",params:{type: "string"},schema:schema34.properties.scan_forms.items.properties.address.properties.updated_at.type,parentSchema:schema34.properties.scan_forms.items.properties.address.properties.updated_at,data:data12};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data8.street1 !== undefined){
let data13 = data8.street1;
if(typeof data13 !== "string"){
const err53 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/street1",schemaPath:"#/properties/scan_forms/items/properties/address/properties/street1/type",keyword:"type",params:{type: "string"},schema:schema34.properties.scan_forms.items.properties.address.properties.street1.type,parentSchema:schema34.properties.scan_forms.items.properties.address.properties.street1,data:data13};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data8.street2 !== undefined){
let data14 = data8.street2;
if(typeof data14 !== "string"){
const err54 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/street2",schemaPath:"#/properties/scan_forms/items/properties/address/properties/street2/type",keyword:"type",params:{type: "string"},schema:schema34.properties.scan_forms.items.properties.address.properties.street2.type,parentSchema:schema34.properties.scan_forms.items.properties.address.properties.street2,data:data14};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data8.city !== undefined){
let data15 = data8.city;
if(typeof data15 !== "string"){
const err55 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/city",schemaPath:"#/properties/scan_forms/items/properties/address/properties/city/type",keyword:"type",params:{type: "string"},schema:schema34.properties.scan_forms.items.properties.address.properties.city.type,parentSchema:schema34.properties.scan_forms.items.properties.address.properties.city,data:data15};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data8.state !== undefined){
let data16 = data8.state;
if(typeof data16 !== "string"){
const err56 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/state",schemaPath:"#/properties/scan_forms/items/properties/address/properties/state/type",keyword:"type",params:{type: "string"},schema:schema34.properties.scan_forms.items.properties.address.properties.state.type,parentSchema:schema34.properties.scan_forms.items.properties.address.properties.state,data:data16};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data8.zip !== undefined){
let data17 = data8.zip;
if(typeof data17 !== "string"){
const err57 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/zip",schemaPath:"#/properties/scan_forms/items/properties/address/properties/zip/type",keyword:"type",params:{type: "string"},schema:schema34.properties.scan_forms.items.properties.address.properties.zip.type,parentSchema:schema34.properties.scan_forms.items.properties.address.properties.zip,data:data17};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data8.country !== undefined){
let data18 = data8.country;
if(typeof data18 !== "string"){
const err58 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/country",schemaPath:"#/properties/scan_forms/items/properties/address/properties/country/type",keyword:"type",params:{type: "string"},schema:schema34.properties.scan_forms.items.properties.address.properties.country.type,parentSchema:schema34.properties.scan_forms.items.properties.address.properties.country,data:data18};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data8.name !== undefined){
let data19 = data8.name;
if((typeof data19 !== "string") && (data19 !== null)){
const err59 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/name",schemaPath:"#/properties/scan_forms/items/properties/address/properties/name/type",keyword:"type",params:{type: schema34.properties.scan_forms.items.properties.address.properties.name.type},schema:schema34.properties.scan_forms.items.properties.address.properties.name.type,parentSchema:schema34.properties.scan_forms.items.properties.address.properties.name,data:data19};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data8.company !== undefined){
let data20 = data8.company;
if((typeof data20 !== "string") && (data20 !== null)){
const err60 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/company",schemaPath:"#/properties/scan_forms/items/properties/address/properties/company/type",keyword:"type",params:{type: schema34.properties.scan_forms.items.properties.address.properties.company.type},schema:schema34.properties.scan_forms.items.properties.address.properties.company.type,parentSchema:schema34.properties.scan_forms.items.properties.address.properties.company,data:data20};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data8.phone !== undefined){
let data21 = data8.phone;
if((typeof data21 !== "string") && (data21 !== null)){
const err61 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/phone",schemaPath:"#/properties/scan_forms/items/properties/address/properties/phone/type",keyword:"type",params:{type: schema34.properties.scan_forms.items.properties.address.properties.phone.type},schema:schema34.properties.scan_forms.items.properties.address.properties.phone.type,parentSchema:schema34.properties.scan_forms.items.properties.address.properties.phone,data:data21};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data8.email !== undefined){
let data22 = data8.email;
if((typeof data22 !== "string") && (data22 !== null)){
const err62 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/email",schemaPath:"#/properties/scan_forms/items/properties/address/properties/email/type",keyword:"type",params:{type: schema34.properties.scan_forms.items.properties.address.properties.email.type},schema:schema34.properties.scan_forms.items.properties.address.properties.email.type,parentSchema:schema34.properties.scan_forms.items.properties.address.properties.email,data:data22};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data8.residential !== undefined){
let data23 = data8.residential;
if((typeof data23 !== "boolean") && (data23 !== null)){
const err63 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/residential",schemaPath:"#/properties/scan_forms/items/properties/address/properties/residential/type",keyword:"type",params:{type: schema34.properties.scan_forms.items.properties.address.properties.residential.type},schema:schema34.properties.scan_forms.items.properties.address.properties.residential.type,parentSchema:schema34.properties.scan_forms.items.properties.address.properties.residential,data:data23};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data8.verifications !== undefined){
let data24 = data8.verifications;
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
if(data24.verify === undefined){
const err64 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/verifications",schemaPath:"#/properties/scan_forms/items/properties/address/properties/verifications/required",keyword:"required",params:{missingProperty: "verify"},schema:schema34.properties.scan_forms.items.properties.address.properties.verifications.required,parentSchema:schema34.properties.scan_forms.items.properties.address.properties.verifications,data:data24};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(data24.verify !== undefined){
let data25 = data24.verify;
if(Array.isArray(data25)){
const len1 = data25.length;
for(let i1=0; i1<len1; i1++){
let data26 = data25[i1];
if(typeof data26 !== "string"){
const err65 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/verifications/verify/" + i1,schemaPath:"#/properties/scan_forms/items/properties/address/properties/verifications/properties/verify/items/type",keyword:"type",params:{type: "string"},schema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.verify.items.type,parentSchema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.verify.items,data:data26};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
else {
const err66 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/verifications/verify",schemaPath:"#/properties/scan_forms/items/properties/address/properties/verifications/properties/verify/type",keyword:"type",params:{type: "array"},schema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.verify.type,parentSchema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.verify,data:data25};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data24.delivery !== undefined){
let data27 = data24.delivery;
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
if(data27.success === undefined){
const err67 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/verifications/delivery",schemaPath:"#/properties/scan_forms/items/properties/address/properties/verifications/properties/delivery/required",keyword:"required",params:{missingProperty: "success"},schema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.delivery.required,parentSchema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.delivery,data:data27};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(data27.errors === undefined){
const err68 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/verifications/delivery",schemaPath:"#/properties/scan_forms/items/properties/address/properties/verifications/properties/delivery/required",keyword:"required",params:{missingProperty: "errors"},schema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.delivery.required,parentSchema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.delivery,data:data27};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(data27.details === undefined){
const err69 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/verifications/delivery",schemaPath:"#/properties/scan_forms/items/properties/address/properties/verifications/properties/delivery/required",keyword:"required",params:{missingProperty: "details"},schema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.delivery.required,parentSchema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.delivery,data:data27};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(data27.success !== undefined){
let data28 = data27.success;
if(typeof data28 !== "boolean"){
const err70 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/verifications/delivery/success",schemaPath:"#/properties/scan_forms/items/properties/address/properties/verifications/properties/delivery/properties/success/type",keyword:"type",params:{type: "boolean"},schema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.delivery.properties.success.type,parentSchema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.delivery.properties.success,data:data28};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data27.errors !== undefined){
let data29 = data27.errors;
if(!(Array.isArray(data29))){
const err71 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/verifications/delivery/errors",schemaPath:"#/properties/scan_forms/items/properties/address/properties/verifications/properties/delivery/properties/errors/type",keyword:"type",params:{type: "array"},schema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.delivery.properties.errors.type,parentSchema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.delivery.properties.errors,data:data29};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data27.details !== undefined){
let data30 = data27.details;
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
if(data30.latitude === undefined){
const err72 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/verifications/delivery/details",schemaPath:"#/properties/scan_forms/items/properties/address/properties/verifications/properties/delivery/properties/details/required",keyword:"required",params:{missingProperty: "latitude"},schema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.delivery.properties.details.required,parentSchema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.delivery.properties.details,data:data30};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(data30.longitude === undefined){
const err73 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/verifications/delivery/details",schemaPath:"#/properties/scan_forms/items/properties/address/properties/verifications/properties/delivery/properties/details/required",keyword:"required",params:{missingProperty: "longitude"},schema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.delivery.properties.details.required,parentSchema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.delivery.properties.details,data:data30};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(data30.time_zone === undefined){
const err74 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/verifications/delivery/details",schemaPath:"#/properties/scan_forms/items/properties/address/properties/verifications/properties/delivery/properties/details/required",keyword:"required",params:{missingProperty: "time_zone"},schema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.delivery.properties.details.required,parentSchema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.delivery.properties.details,data:data30};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(data30.latitude !== undefined){
let data31 = data30.latitude;
if(!((typeof data31 == "number") && (isFinite(data31)))){
const err75 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/verifications/delivery/details/latitude",schemaPath:"#/properties/scan_forms/items/properties/address/properties/verifications/properties/delivery/properties/details/properties/latitude/type",keyword:"type",params:{type: "number"},schema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.delivery.properties.details.properties.latitude.type,parentSchema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.delivery.properties.details.properties.latitude,data:data31};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data30.longitude !== undefined){
let data32 = data30.longitude;
if(!((typeof data32 == "number") && (isFinite(data32)))){
const err76 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/verifications/delivery/details/longitude",schemaPath:"#/properties/scan_forms/items/properties/address/properties/verifications/properties/delivery/properties/details/properties/longitude/type",keyword:"type",params:{type: "number"},schema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.delivery.properties.details.properties.longitude.type,parentSchema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.delivery.properties.details.properties.longitude,data:data32};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data30.time_zone !== undefined){
let data33 = data30.time_zone;
if(typeof data33 !== "string"){
const err77 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/verifications/delivery/details/time_zone",schemaPath:"#/properties/scan_forms/items/properties/address/properties/verifications/properties/delivery/properties/details/properties/time_zone/type",keyword:"type",params:{type: "string"},schema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.delivery.properties.details.properties.time_zone.type,parentSchema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.delivery.properties.details.properties.time_zone,data:data33};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
}
else {
const err78 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/verifications/delivery/details",schemaPath:"#/properties/scan_forms/items/properties/address/properties/verifications/properties/delivery/properties/details/type",keyword:"type",params:{type: "object"},schema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.delivery.properties.details.type,parentSchema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.delivery.properties.details,data:data30};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
}
else {
const err79 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/verifications/delivery",schemaPath:"#/properties/scan_forms/items/properties/address/properties/verifications/properties/delivery/type",keyword:"type",params:{type: "object"},schema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.delivery.type,parentSchema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.delivery,data:data27};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data24.smarty !== undefined){
let data34 = data24.smarty;
if(data34 && typeof data34 == "object" && !Array.isArray(data34)){
if(data34.success === undefined){
const err80 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/verifications/smarty",schemaPath:"#/properties/scan_forms/items/properties/address/properties/verifications/properties/smarty/required",keyword:"required",params:{missingProperty: "success"},schema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.smarty.required,parentSchema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.smarty,data:data34};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(data34.usps_eligible === undefined){
const err81 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/verifications/smarty",schemaPath:"#/properties/scan_forms/items/properties/address/properties/verifications/properties/smarty/required",keyword:"required",params:{missingProperty: "usps_eligible"},schema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.smarty.required,parentSchema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.smarty,data:data34};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(data34.warnings === undefined){
const err82 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/verifications/smarty",schemaPath:"#/properties/scan_forms/items/properties/address/properties/verifications/properties/smarty/required",keyword:"required",params:{missingProperty: "warnings"},schema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.smarty.required,parentSchema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.smarty,data:data34};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if(data34.recommended_address === undefined){
const err83 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/verifications/smarty",schemaPath:"#/properties/scan_forms/items/properties/address/properties/verifications/properties/smarty/required",keyword:"required",params:{missingProperty: "recommended_address"},schema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.smarty.required,parentSchema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.smarty,data:data34};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(data34.success !== undefined){
let data35 = data34.success;
if(typeof data35 !== "boolean"){
const err84 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/verifications/smarty/success",schemaPath:"#/properties/scan_forms/items/properties/address/properties/verifications/properties/smarty/properties/success/type",keyword:"type",params:{type: "boolean"},schema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.smarty.properties.success.type,parentSchema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.smarty.properties.success,data:data35};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data34.usps_eligible !== undefined){
let data36 = data34.usps_eligible;
if(typeof data36 !== "boolean"){
const err85 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/verifications/smarty/usps_eligible",schemaPath:"#/properties/scan_forms/items/properties/address/properties/verifications/properties/smarty/properties/usps_eligible/type",keyword:"type",params:{type: "boolean"},schema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.smarty.properties.usps_eligible.type,parentSchema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.smarty.properties.usps_eligible,data:data36};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
if(data34.warnings !== undefined){
let data37 = data34.warnings;
if(!(Array.isArray(data37))){
const err86 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/verifications/smarty/warnings",schemaPath:"#/properties/scan_forms/items/properties/address/properties/verifications/properties/smarty/properties/warnings/type",keyword:"type",params:{type: "array"},schema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.smarty.properties.warnings.type,parentSchema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.smarty.properties.warnings,data:data37};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data34.recommended_address !== undefined){
let data38 = data34.recommended_address;
if(data38 && typeof data38 == "object" && !Array.isArray(data38)){
if(data38.object === undefined){
const err87 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/verifications/smarty/recommended_address",schemaPath:"#/properties/scan_forms/items/properties/address/properties/verifications/properties/smarty/properties/recommended_address/required",keyword:"required",params:{missingProperty: "object"},schema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.smarty.properties.recommended_address.required,parentSchema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.smarty.properties.recommended_address,data:data38};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(data38.street1 === undefined){
const err88 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/verifications/smarty/recommended_address",schemaPath:"#/properties/scan_forms/items/properties/address/properties/verifications/properties/smarty/properties/recommended_address/required",keyword:"required",params:{missingProperty: "street1"},schema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.smarty.properties.recommended_address.required,parentSchema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.smarty.properties.recommended_address,data:data38};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if(data38.street2 === undefined){
const err89 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/verifications/smarty/recommended_address",schemaPath:"#/properties/scan_forms/items/properties/address/properties/verifications/properties/smarty/properties/recommended_address/required",keyword:"required",params:{missingProperty: "street2"},schema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.smarty.properties.recommended_address.required,parentSchema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.smarty.properties.recommended_address,data:data38};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if(data38.city === undefined){
const err90 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/verifications/smarty/recommended_address",schemaPath:"#/properties/scan_forms/items/properties/address/properties/verifications/properties/smarty/properties/recommended_address/required",keyword:"required",params:{missingProperty: "city"},schema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.smarty.properties.recommended_address.required,parentSchema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.smarty.properties.recommended_address,data:data38};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if(data38.state === undefined){
const err91 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/verifications/smarty/recommended_address",schemaPath:"#/properties/scan_forms/items/properties/address/properties/verifications/properties/smarty/properties/recommended_address/required",keyword:"required",params:{missingProperty: "state"},schema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.smarty.properties.recommended_address.required,parentSchema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.smarty.properties.recommended_address,data:data38};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
if(data38.zip === undefined){
const err92 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/verifications/smarty/recommended_address",schemaPath:"#/properties/scan_forms/items/properties/address/properties/verifications/properties/smarty/properties/recommended_address/required",keyword:"required",params:{missingProperty: "zip"},schema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.smarty.properties.recommended_address.required,parentSchema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.smarty.properties.recommended_address,data:data38};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if(data38.country === undefined){
const err93 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/verifications/smarty/recommended_address",schemaPath:"#/properties/scan_forms/items/properties/address/properties/verifications/properties/smarty/properties/recommended_address/required",keyword:"required",params:{missingProperty: "country"},schema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.smarty.properties.recommended_address.required,parentSchema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.smarty.properties.recommended_address,data:data38};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if(data38.residential === undefined){
const err94 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/verifications/smarty/recommended_address",schemaPath:"#/properties/scan_forms/items/properties/address/properties/verifications/properties/smarty/properties/recommended_address/required",keyword:"required",params:{missingProperty: "residential"},schema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.smarty.properties.recommended_address.required,parentSchema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.smarty.properties.recommended_address,data:data38};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
else {
const err95 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/verifications/smarty/recommended_address",schemaPath:"#/properties/scan_forms/items/properties/address/properties/verifications/properties/smarty/properties/recommended_address/type",keyword:"type",params:{type: "object"},schema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.smarty.properties.recommended_address.type,parentSchema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.smarty.properties.recommended_address,data:data38};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
}
else {
const err96 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/verifications/smarty",schemaPath:"#/properties/scan_forms/items/properties/address/properties/verifications/properties/smarty/type",keyword:"type",params:{type: "object"},schema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.smarty.type,parentSchema:schema34.properties.scan_forms.items.properties.address.properties.verifications.properties.smarty,data:data34};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
}
else {
const err97 = {instancePath:instancePath+"/scan_forms/" + i0+"/address/verifications",schemaPath:"#/properties/scan_forms/items/properties/address/properties/verifications/type",keyword:"type",params:{type: "object"},schema:schema34.properties.scan_forms.items.properties.address.properties.verifications.type,parentSchema:schema34.properties.scan_forms.items.properties.address.properties.verifications,data:data24};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
}
else {
const err98 = {instancePath:instancePath+"/scan_forms/" + i0+"/address",schemaPath:"#/properties/scan_forms/items/properties/address/type",keyword:"type",params:{type: "object"},schema:schema34.properties.scan_forms.items.properties.address.type,parentSchema:schema34.properties.scan_forms.items.properties.address,data:data8};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
if(data1.message !== undefined){
let data47 = data1.message;
if(typeof data47 !== "string"){
const err99 = {instancePath:instancePath+"/scan_forms/" + i0+"/message",schemaPath:"#/properties/scan_forms/items/properties/message/type",keyword:"type",params:{type: "string"},schema:schema34.properties.scan_forms.items.properties.message.type,parentSchema:schema34.properties.scan_forms.items.properties.message,data:data47};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data1.form !== undefined){
let data48 = data1.form;
if(typeof data48 !== "string"){
const err100 = {instancePath:instancePath+"/scan_forms/" + i0+"/form",schemaPath:"#/properties/scan_forms/items/properties/form/type",keyword:"type",params:{type: "string"},schema:schema34.properties.scan_forms.items.properties.form.type,parentSchema:schema34.properties.scan_forms.items.properties.form,data:data48};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
if(data1.form_file_type !== undefined){
let data49 = data1.form_file_type;
if(typeof data49 !== "string"){
const err101 = {instancePath:instancePath+"/scan_forms/" + i0+"/form_file_type",schemaPath:"#/properties/scan_forms/items/properties/form_file_type/type",keyword:"type",params:{type: "string"},schema:schema34.properties.scan_forms.items.properties.form_file_type.type,parentSchema:schema34.properties.scan_forms.items.properties.form_file_type,data:data49};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
if(data1.form_url !== undefined){
let data50 = data1.form_url;
if(typeof data50 === "string"){
if(!(formats8.validate(data50))){
const err102 = {instancePath:instancePath+"/scan_forms/" + i0+"/form_url",schemaPath:"#/properties/scan_forms/items/properties/form_url/format",keyword:"format",params:{format: "fetchable-url"},schema:"fetchable-url",parentSchema:schema34.properties.scan_forms.items.properties.form_url,data:data50};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
else {
const err103 = {instancePath:instancePath+"/scan_forms/" + i0+"/form_url",schemaPath:"#/properties/scan_forms/items/properties/form_url/type",keyword:"type",params:{type: "string"},schema:schema34.properties.scan_forms.items.properties.form_url.type,parentSchema:schema34.properties.scan_forms.items.properties.form_url,data:data50};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(data1.batch_id !== undefined){
let data51 = data1.batch_id;
if(typeof data51 === "string"){
if(!pattern6.test(data51)){
const err104 = {instancePath:instancePath+"/scan_forms/" + i0+"/batch_id",schemaPath:"#/properties/scan_forms/items/properties/batch_id/pattern",keyword:"pattern",params:{pattern: "^batch_"},schema:"^batch_",parentSchema:schema34.properties.scan_forms.items.properties.batch_id,data:data51};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
else {
const err105 = {instancePath:instancePath+"/scan_forms/" + i0+"/batch_id",schemaPath:"#/properties/scan_forms/items/properties/batch_id/type",keyword:"type",params:{type: "string"},schema:schema34.properties.scan_forms.items.properties.batch_id.type,parentSchema:schema34.properties.scan_forms.items.properties.batch_id,data:data51};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data1.reference !== undefined){
let data52 = data1.reference;
if((typeof data52 !== "string") && (data52 !== null)){
const err106 = {instancePath:instancePath+"/scan_forms/" + i0+"/reference",schemaPath:"#/properties/scan_forms/items/properties/reference/type",keyword:"type",params:{type: schema34.properties.scan_forms.items.properties.reference.type},schema:schema34.properties.scan_forms.items.properties.reference.type,parentSchema:schema34.properties.scan_forms.items.properties.reference,data:data52};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data1.confirmation !== undefined){
let data53 = data1.confirmation;
if((typeof data53 !== "string") && (data53 !== null)){
const err107 = {instancePath:instancePath+"/scan_forms/" + i0+"/confirmation",schemaPath:"#/properties/scan_forms/items/properties/confirmation/type",keyword:"type",params:{type: schema34.properties.scan_forms.items.properties.confirmation.type},schema:schema34.properties.scan_forms.items.properties.confirmation.type,parentSchema:schema34.properties.scan_forms.items.properties.confirmation,data:data53};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
if(data1.carrier !== undefined){
let data54 = data1.carrier;
if(typeof data54 !== "string"){
const err108 = {instancePath:instancePath+"/scan_forms/" + i0+"/carrier",schemaPath:"#/properties/scan_forms/items/properties/carrier/type",keyword:"type",params:{type: "string"},schema:schema34.properties.scan_forms.items.properties.carrier.type,parentSchema:schema34.properties.scan_forms.items.properties.carrier,data:data54};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
if(data1.num_shipments !== undefined){
let data55 = data1.num_shipments;
if(!(((typeof data55 == "number") && (!(data55 % 1) && !isNaN(data55))) && (isFinite(data55)))){
const err109 = {instancePath:instancePath+"/scan_forms/" + i0+"/num_shipments",schemaPath:"#/properties/scan_forms/items/properties/num_shipments/type",keyword:"type",params:{type: "integer"},schema:schema34.properties.scan_forms.items.properties.num_shipments.type,parentSchema:schema34.properties.scan_forms.items.properties.num_shipments,data:data55};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
if((typeof data55 == "number") && (isFinite(data55))){
if(data55 < 0 || isNaN(data55)){
const err110 = {instancePath:instancePath+"/scan_forms/" + i0+"/num_shipments",schemaPath:"#/properties/scan_forms/items/properties/num_shipments/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema34.properties.scan_forms.items.properties.num_shipments,data:data55};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
}
}
else {
const err111 = {instancePath:instancePath+"/scan_forms/" + i0,schemaPath:"#/properties/scan_forms/items/type",keyword:"type",params:{type: "object"},schema:schema34.properties.scan_forms.items.type,parentSchema:schema34.properties.scan_forms.items,data:data1};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
}
else {
const err112 = {instancePath:instancePath+"/scan_forms",schemaPath:"#/properties/scan_forms/type",keyword:"type",params:{type: "array"},schema:schema34.properties.scan_forms.type,parentSchema:schema34.properties.scan_forms,data:data0};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
if(data.has_more !== undefined){
let data56 = data.has_more;
if(typeof data56 !== "boolean"){
const err113 = {instancePath:instancePath+"/has_more",schemaPath:"#/properties/has_more/type",keyword:"type",params:{type: "boolean"},schema:schema34.properties.has_more.type,parentSchema:schema34.properties.has_more,data:data56};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
if(data.total_count !== undefined){
let data57 = data.total_count;
if(!(((typeof data57 == "number") && (!(data57 % 1) && !isNaN(data57))) && (isFinite(data57)))){
const err114 = {instancePath:instancePath+"/total_count",schemaPath:"#/properties/total_count/type",keyword:"type",params:{type: "integer"},schema:schema34.properties.total_count.type,parentSchema:schema34.properties.total_count,data:data57};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
if((typeof data57 == "number") && (isFinite(data57))){
if(data57 < 0 || isNaN(data57)){
const err115 = {instancePath:instancePath+"/total_count",schemaPath:"#/properties/total_count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema34.properties.total_count,data:data57};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
}
}
else {
const err116 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema34.type,parentSchema:schema34,data};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":{"scan_forms":true,"has_more":true,"total_count":true},"dynamicProps":false,"dynamicItems":false};

export const validate_scan_form_summary = validate24;
const schema35 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://osf-conformance.dev/schemas/scan-form-summary.schema.json","title":"ScanFormSummary","description":"Spec 2.2: \"When the list is requested with `summary=true`, each element is serialized as a ScanFormSummary, a lighter payload. Its field list is not shown.\" So a summary is an object and nothing more is assumed.","x-spec":"2.2","type":"object"};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://osf-conformance.dev/schemas/scan-form-summary.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema35.type,parentSchema:schema35,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validate_scan_form_summary_list = validate25;
const schema36 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://osf-conformance.dev/schemas/scan-form-summary-list.schema.json","title":"ScanFormSummaryList","description":"Spec 4.4 response envelope when `summary` is true: \"When true, each element is a ScanFormSummary.\" The envelope fields are those of the 4.4 response table and are all required; other fields are allowed.","x-spec":"4.4","type":"object","required":["scan_forms","has_more","total_count"],"properties":{"scan_forms":{"description":"\"When true, each element is a ScanFormSummary.\"","x-spec":"4.4","type":"array","items":{"title":"ScanFormSummary","description":"Each element: \"a ScanFormSummary\"","x-spec":"4.4","type":"object"}},"has_more":{"description":"\"Whether more results exist.\" Type boolean.","x-spec":"4.4","type":"boolean"},"total_count":{"description":"\"Total number of matching forms.\" Type integer; a number of forms cannot be negative.","x-spec":"4.4","type":"integer","minimum":0}}};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://osf-conformance.dev/schemas/scan-form-summary-list.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.scan_forms === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "scan_forms"},schema:schema36.required,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.has_more === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "has_more"},schema:schema36.required,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.total_count === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total_count"},schema:schema36.required,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.scan_forms !== undefined){
let data0 = data.scan_forms;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(!(data1 && typeof data1 == "object" && !Array.isArray(data1))){
const err3 = {instancePath:instancePath+"/scan_forms/" + i0,schemaPath:"#/properties/scan_forms/items/type",keyword:"type",params:{type: "object"},schema:schema36.properties.scan_forms.items.type,parentSchema:schema36.properties.scan_forms.items,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath:instancePath+"/scan_forms",schemaPath:"#/properties/scan_forms/type",keyword:"type",params:{type: "array"},schema:schema36.properties.scan_forms.type,parentSchema:schema36.properties.scan_forms,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.has_more !== undefined){
let data2 = data.has_more;
if(typeof data2 !== "boolean"){
const err5 = {instancePath:instancePath+"/has_more",schemaPath:"#/properties/has_more/type",keyword:"type",params:{type: "boolean"},schema:schema36.properties.has_more.type,parentSchema:schema36.properties.has_more,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.total_count !== undefined){
let data3 = data.total_count;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err6 = {instancePath:instancePath+"/total_count",schemaPath:"#/properties/total_count/type",keyword:"type",params:{type: "integer"},schema:schema36.properties.total_count.type,parentSchema:schema36.properties.total_count,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err7 = {instancePath:instancePath+"/total_count",schemaPath:"#/properties/total_count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema36.properties.total_count,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema36.type,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":{"scan_forms":true,"has_more":true,"total_count":true},"dynamicProps":false,"dynamicItems":false};

export const validate_error_body = validate26;
const schema37 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://osf-conformance.dev/schemas/error-body.schema.json","title":"ErrorBody","description":"Spec 7: \"Errors use standard HTTP status codes. The body is JSON\" with the three listed fields, all required. Other fields are allowed.","x-spec":"7","type":"object","required":["statusCode","error","message"],"properties":{"statusCode":{"description":"\"The HTTP status code (e.g. 400).\" Type integer; HTTP status codes are three-digit numbers from 100 to 599 (RFC 9110, 15). Whether it equals the response's actual status is checked by the suites, not here.","x-spec":"7","type":"integer","minimum":100,"maximum":599},"error":{"description":"\"The status text (e.g. Bad Request).\" Type string.","x-spec":"7","type":"string"},"message":{"description":"\"Human-readable detail (e.g. a message about invalid request params).\" Type string.","x-spec":"7","type":"string"}}};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://osf-conformance.dev/schemas/error-body.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.statusCode === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "statusCode"},schema:schema37.required,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.error === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "error"},schema:schema37.required,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.message === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},schema:schema37.required,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.statusCode !== undefined){
let data0 = data.statusCode;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/statusCode",schemaPath:"#/properties/statusCode/type",keyword:"type",params:{type: "integer"},schema:schema37.properties.statusCode.type,parentSchema:schema37.properties.statusCode,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 599 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/statusCode",schemaPath:"#/properties/statusCode/maximum",keyword:"maximum",params:{comparison: "<=", limit: 599},schema:599,parentSchema:schema37.properties.statusCode,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0 < 100 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/statusCode",schemaPath:"#/properties/statusCode/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},schema:100,parentSchema:schema37.properties.statusCode,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.error !== undefined){
let data1 = data.error;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "string"},schema:schema37.properties.error.type,parentSchema:schema37.properties.error,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.message !== undefined){
let data2 = data.message;
if(typeof data2 !== "string"){
const err7 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},schema:schema37.properties.message.type,parentSchema:schema37.properties.message,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema37.type,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":{"statusCode":true,"error":true,"message":true},"dynamicProps":false,"dynamicItems":false};

export const validate_metadata = validate27;
const schema38 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://osf-conformance.dev/schemas/metadata.schema.json","title":"Metadata","description":"Spec 2.1: \"Flat map of string keys to string values.\" Rules 1 and 2 constrain every key and every value; the map may be empty.","x-spec":"2.1","type":"object","propertyNames":{"description":"Rule 1: \"Key names consist of lowercase letters and underscores.\"","x-spec":"2.1.1","type":"string","pattern":"^[a-z_]+$"},"additionalProperties":{"description":"Rule 2: \"All values are strings.\"","x-spec":"2.1.2","type":"string"}};
const pattern11 = new RegExp("^[a-z_]+$", "u");

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://osf-conformance.dev/schemas/metadata.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
const _errs2 = errors;
if(typeof key0 === "string"){
if(!pattern11.test(key0)){
const err0 = {instancePath,schemaPath:"#/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[a-z_]+$"},schema:"^[a-z_]+$",parentSchema:schema38.propertyNames,data:key0,propertyName:key0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/propertyNames/type",keyword:"type",params:{type: "string"},schema:schema38.propertyNames.type,parentSchema:schema38.propertyNames,data:key0,propertyName:key0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var valid0 = _errs2 === errors;
if(!valid0){
const err2 = {instancePath,schemaPath:"#/propertyNames",keyword:"propertyNames",params:{propertyName: key0},schema:schema38.propertyNames,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
for(const key1 in data){
let data0 = data[key1];
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/type",keyword:"type",params:{type: "string"},schema:schema38.additionalProperties.type,parentSchema:schema38.additionalProperties,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema38.type,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validate_order_create_request = validate28;
const schema39 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://osf-conformance.dev/schemas/order-create-request.schema.json","title":"OrderCreateRequest","description":"Spec 4.2: \"JSON object with `reference` (string) and optional `metadata` (object of string to string, see 2.1). Request body fields of orders other than reference and metadata: not shown.\" So other fields are allowed.","x-spec":"4.2","type":"object","required":["reference"],"properties":{"reference":{"description":"\"`reference` (string)\"; 2.1: \"Merchant-defined identifier of the order. Sent on creation.\"","x-spec":"4.2","type":"string"},"metadata":{"title":"Metadata","description":"\"optional `metadata` (object of string to string, see 2.1)\"","x-spec":"4.2","type":"object","propertyNames":{"description":"Rule 1: \"Key names consist of lowercase letters and underscores.\"","x-spec":"2.1.1","type":"string","pattern":"^[a-z_]+$"},"additionalProperties":{"description":"Rule 2: \"All values are strings.\"","x-spec":"2.1.2","type":"string"}}}};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://osf-conformance.dev/schemas/order-create-request.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.reference === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reference"},schema:schema39.required,parentSchema:schema39,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.reference !== undefined){
let data0 = data.reference;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/reference",schemaPath:"#/properties/reference/type",keyword:"type",params:{type: "string"},schema:schema39.properties.reference.type,parentSchema:schema39.properties.reference,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.metadata !== undefined){
let data1 = data.metadata;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key0 in data1){
const _errs8 = errors;
if(typeof key0 === "string"){
if(!pattern11.test(key0)){
const err2 = {instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[a-z_]+$"},schema:"^[a-z_]+$",parentSchema:schema39.properties.metadata.propertyNames,data:key0,propertyName:key0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/propertyNames/type",keyword:"type",params:{type: "string"},schema:schema39.properties.metadata.propertyNames.type,parentSchema:schema39.properties.metadata.propertyNames,data:key0,propertyName:key0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var valid1 = _errs8 === errors;
if(!valid1){
const err4 = {instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/propertyNames",keyword:"propertyNames",params:{propertyName: key0},schema:schema39.properties.metadata.propertyNames,parentSchema:schema39.properties.metadata,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
for(const key1 in data1){
let data2 = data1[key1];
if(typeof data2 !== "string"){
const err5 = {instancePath:instancePath+"/metadata/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/metadata/additionalProperties/type",keyword:"type",params:{type: "string"},schema:schema39.properties.metadata.additionalProperties.type,parentSchema:schema39.properties.metadata.additionalProperties,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/type",keyword:"type",params:{type: "object"},schema:schema39.properties.metadata.type,parentSchema:schema39.properties.metadata,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema39.type,parentSchema:schema39,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":{"reference":true,"metadata":true},"dynamicProps":false,"dynamicItems":false};

export const validate_order_update_request = validate29;
const schema40 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://osf-conformance.dev/schemas/order-update-request.schema.json","title":"OrderUpdateRequest","description":"Spec 4.3: \"JSON object with optional `metadata` (object; values are strings or null; null removes the key).\" Nothing is required (2.1 rule 6: metadata may be omitted entirely); other fields are allowed because the spec does not say the list is closed.","x-spec":"4.3","type":"object","properties":{"metadata":{"title":"MetadataPatch","description":"\"optional `metadata` (object; values are strings or null; null removes the key)\"; merged over the existing metadata (2.1 rule 4).","x-spec":"4.3","type":"object","propertyNames":{"description":"2.1 rule 1: \"Key names consist of lowercase letters and underscores.\"","x-spec":"2.1.1","type":"string","pattern":"^[a-z_]+$"},"additionalProperties":{"description":"\"values are strings or null; null removes the key\" (2.1 rule 5).","x-spec":"4.3","type":["string","null"]}}}};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://osf-conformance.dev/schemas/order-update-request.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.metadata !== undefined){
let data0 = data.metadata;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key0 in data0){
const _errs5 = errors;
if(typeof key0 === "string"){
if(!pattern11.test(key0)){
const err0 = {instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[a-z_]+$"},schema:"^[a-z_]+$",parentSchema:schema40.properties.metadata.propertyNames,data:key0,propertyName:key0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/propertyNames/type",keyword:"type",params:{type: "string"},schema:schema40.properties.metadata.propertyNames.type,parentSchema:schema40.properties.metadata.propertyNames,data:key0,propertyName:key0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var valid1 = _errs5 === errors;
if(!valid1){
const err2 = {instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/propertyNames",keyword:"propertyNames",params:{propertyName: key0},schema:schema40.properties.metadata.propertyNames,parentSchema:schema40.properties.metadata,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
for(const key1 in data0){
let data1 = data0[key1];
if((typeof data1 !== "string") && (data1 !== null)){
const err3 = {instancePath:instancePath+"/metadata/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/metadata/additionalProperties/type",keyword:"type",params:{type: schema40.properties.metadata.additionalProperties.type},schema:schema40.properties.metadata.additionalProperties.type,parentSchema:schema40.properties.metadata.additionalProperties,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/type",keyword:"type",params:{type: "object"},schema:schema40.properties.metadata.type,parentSchema:schema40.properties.metadata,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema40.type,parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":{"metadata":true},"dynamicProps":false,"dynamicItems":false};

